#!/usr/bin/env bash
# Fails when a hand-written source file tracked by git is over 400 lines, and lists the offenders
# (issue 14; docs/decisions/120-source-file-size-rule.md says what counts). Split such a file along
# what it holds (describe blocks, components, steps) instead of raising the limit.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${MAX_SOURCE_LINES:-400}
# source: code, styles, shell, hand-written GraphQL documents and the Prisma schema; tests included
sources=('*.ts' '*.tsx' '*.js' '*.mjs' '*.cjs' '*.css' '*.html' '*.sh' '*.graphql' '*.prisma')
# generated: written by `npm run codegen`, `prisma generate` or `npm run db:diff`, and checked by
# .ci/check-generated.sh instead
generated=(
  ':(exclude)schema/schema.graphql'
  ':(exclude)schema/release.graphql'
  ':(exclude)web/src/gql/**'
  ':(exclude)rest-facade/src/generated/**'
  ':(exclude)prisma/generated/**'
  ':(exclude)prisma/migrations/**'
)
offenders=()
while IFS= read -r -d '' file; do
  [ -f "$file" ] || continue
  lines=$(wc -l <"$file")
  if [ "$lines" -gt "$limit" ]; then offenders+=("$(printf '%6d %s' "$lines" "$file")"); fi
done < <(git ls-files -z -- "${sources[@]}" "${generated[@]}")
if [ ${#offenders[@]} -gt 0 ]; then
  echo "Source files over $limit lines (split them along what they hold):"
  printf '%s\n' "${offenders[@]}" | sort -rn
  exit 1
fi
echo "no source file over $limit lines"
