#!/usr/bin/env bash
# `npm test`: every test layer. Fails on the first red layer.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/ensure-node-deps.sh
bash .ci/ensure-system.sh
echo "== lint"; npx eslint .
echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
echo "== unit and property tests"; npx vitest run
echo "== lua tests"; npx tsx tests/lua/run-lua-tests.ts
echo "== build"; npx vite build >/dev/null
echo "== browser tests"; npx playwright test
