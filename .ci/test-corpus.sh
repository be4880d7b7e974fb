#!/usr/bin/env bash
# `npm run test:corpus`: the real-projects layer. Runs the vitest and Playwright files named
# *corpus*, which read the modders' projects and the reference data in ../shared (beside the
# checkout; JF_SHARED_DIR=<dir> points elsewhere). `npm test` never needs it; this layer does,
# and says so when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
shared="${JF_SHARED_DIR:-../shared}"
if [ ! -d "$shared/fixtures/jokerforge" ]; then
  echo "test:corpus needs the real-projects corpus at $shared/fixtures/jokerforge, which is not there." >&2
  exit 1
fi
bash .ci/ensure-node-deps.sh
bash .ci/ensure-system.sh
export JF_CORPUS=1
echo "== corpus: unit tests"; npx vitest run
echo "== corpus: build"; npx vite build >/dev/null
echo "== corpus: browser tests"; npx playwright test
