#!/usr/bin/env bash
# Fails when a committed generated file is stale: schema/schema.graphql (printed from the Pothos
# schema), web/src/gql (graphql-codegen typed documents) or prisma/migrations (against schema.prisma),
# and when schema.graphql breaks the last release's schema/release.graphql (ADR 062).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent codegen >/dev/null
stale=$(git status --porcelain -- schema/schema.graphql web/src/gql)
if [ -n "$stale" ]; then
  echo "Generated files are stale; run 'npm run codegen' and commit:"
  echo "$stale"
  git --no-pager diff --stat -- schema/schema.graphql web/src/gql
  exit 1
fi
npm run --silent db:check
# the deprecation rule (ADR 062): no breaking change against the last release's schema
npm run --silent schema:compat
echo "generated files are current"
