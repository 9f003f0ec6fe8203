#!/usr/bin/env bash
# Lints the OpenAPI document the gateway serves (GET /api/openapi.json) with Redocly CLI's
# recommended rules (redocly.yaml) and fails on any error or warning; prints its size.
set -euo pipefail
cd "$(dirname "$0")/.."
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
npx tsx gateway/src/print-openapi.ts > "$dir/openapi.json"
echo "openapi.json: $(wc -c < "$dir/openapi.json") bytes"
npx redocly lint "$dir/openapi.json" --config redocly.yaml --format=json > "$dir/lint.json" 2>/dev/null || true
node -e '
const r = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
for (const p of r.problems) console.log(`${p.severity} ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? "?"}`);
const { errors, warnings } = r.totals;
console.log(`Redocly (recommended): ${errors} errors, ${warnings} warnings`);
process.exit(errors + warnings === 0 ? 0 : 1);
' "$dir/lint.json"
