#!/usr/bin/env bash
# `npm test`: every layer, in order of cost. Keeps going after a failing layer so one run shows all
# failures, then exits non-zero if any failed. The last line is the total: "N passed, N failed".
# TEST_LAYERS (one layer name a line, as `step` names them) runs only those layers: `.ci/run`'s line on
# the machine's Node 20 (ADR 211). Unset, every layer runs, as on the supported Node 26 line; a layer
# added below joins that line by itself.
set -uo pipefail
cd "$(dirname "$0")/.."
echo "Node.js $(node --version) ($(command -v node))"
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgresql://campus_swap:campus_swap@127.0.0.1:5432/campus_swap}"
mkdir -p test-results
rm -f test-results/*.json test-results/*.unhandled.txt
failed_layers=()
ran_layers=()

step() {
  local name=$1; shift
  if [ -n "${TEST_LAYERS:-}" ] && ! grep -Fxq -- "$name" <<<"$TEST_LAYERS"; then return 0; fi
  ran_layers+=("$name")
  echo
  echo "=== $name"
  if ! "$@"; then failed_layers+=("$name"); fi
}

vitest_layer() {
  local project=$1 out=$2; shift 2
  UNHANDLED_ERRORS_FILE="test-results/$out.unhandled.txt" npx vitest run --project "$project" \
    --reporter=default --reporter=json --reporter=./.ci/unhandled-errors-reporter.mjs \
    --outputFile.json="test-results/$out.json" "$@"
}

# the PGlite layer: the same tests with no TEST_DATABASE_URL (a subshell, so later layers keep it)
without_test_database() {
  (unset TEST_DATABASE_URL; "$@")
}

postgres_reachable() {
  node -e "const c=new (require('pg').Client)({connectionString:process.env.TEST_DATABASE_URL});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" 2>/dev/null
}

step "generated files" bash .ci/check-generated.sh
step "file sizes" bash .ci/check-sizes.sh
step "decision records" node .ci/check-adr-citations.mjs
step "typecheck" npm run --silent typecheck
# bench:web's files import Lighthouse, bench/web's own package (ADR 312): installed there on Node 26, then checked
step "typecheck (bench/web)" npm run --silent typecheck:bench-web
step "lint" npx biome ci .
# the layers of schema/src/services and no import circle in product code (ADR 292, .dependency-cruiser.cjs)
step "import layers" npx depcruise --config .dependency-cruiser.cjs --output-type err-long \
  schema/src gateway/src rest-facade/src prisma/src web/src test-support/src
step "OpenAPI lint (Redocly)" bash .ci/lint-openapi.sh
step "unit" vitest_layer unit unit
step "integration (PGlite)" without_test_database vitest_layer integration integration-pglite
if ! postgres_reachable; then
  echo "PostgreSQL not reachable at TEST_DATABASE_URL; trying to start it (bash .ci/postgres.sh)"
  bash .ci/postgres.sh || true
fi
step "integration (PostgreSQL)" vitest_layer integration integration-postgres
step "build web" npm run --silent build
step "contracts" vitest_layer contracts contracts
step "fuzz (2,000 requests)" vitest_layer fuzz fuzz
step "e2e (Chromium)" vitest_layer e2e e2e
step "production install (npm ci, build, prune --omit=dev, serve)" vitest_layer production production

# a name in TEST_LAYERS that no step has is a typo that would leave a layer out unnoticed
while IFS= read -r wanted; do
  [ -z "$wanted" ] || printf '%s\n' "${ran_layers[@]}" | grep -Fxq -- "$wanted" || failed_layers+=("no layer named '$wanted' (TEST_LAYERS)")
done <<<"${TEST_LAYERS:-}"

node .ci/summarize.mjs test-results
if [ ${#failed_layers[@]} -gt 0 ]; then
  echo "FAILED layers: ${failed_layers[*]}"
  exit 1
fi
echo "all layers passed"
