#!/usr/bin/env bash
# Installs bench/web's own package (Lighthouse 13 and chrome-launcher, ADR 312) with `npm ci` when its
# node_modules is missing or came from another package.json, package-lock.json or Node major; else does
# nothing. bench/web is not a workspace, so the root `npm install` never installs it: `npm run bench:web`
# and `npm run typecheck:bench-web` (the LTS line's "typecheck (bench/web)" step) run this first, on
# Node 26 through .ci/lts-node.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
stamp=bench/web/node_modules/.installed-from
want="node $(node -p 'process.versions.node.split(".")[0]'); $(cat bench/web/package.json bench/web/package-lock.json | cksum)"
[ "$(cat "$stamp" 2>/dev/null)" = "$want" ] && exit 0
echo "bench/web: npm ci --prefix bench/web (Lighthouse, chrome-launcher) on Node.js $(node --version)" >&2
npm ci --prefix bench/web --no-audit --no-fund --loglevel=error
echo "$want" >"$stamp"
