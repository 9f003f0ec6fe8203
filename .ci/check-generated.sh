#!/usr/bin/env bash
# Fails when a committed generated file is stale: schema/schema.graphql (printed from the Pothos
# schema), web/src/gql and rest-facade/src/generated (graphql-codegen typed documents),
# rest-facade/src/documents/generated (the REST facade's full-selection fragments, ADR 100),
# web/src/features/listings/api/generated (the web's ListingFields, ADR 244) or
# prisma/migrations (against schema.prisma),
# and when schema.graphql breaks the last release's schema/release.graphql (ADR 062).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent codegen >/dev/null
generated=(schema/schema.graphql web/src/gql web/src/features/listings/api/generated rest-facade/src/generated
  rest-facade/src/documents/generated)
stale=$(git status --porcelain -- "${generated[@]}")
if [ -n "$stale" ]; then
  echo "Generated files are stale; run 'npm run codegen' and commit:"
  echo "$stale"
  git --no-pager diff --stat -- "${generated[@]}"
  exit 1
fi
npm run --silent db:check
# the deprecation rule (ADR 062): no breaking change against the last release's schema
npm run --silent schema:compat
echo "generated files are current"
