#!/usr/bin/env bash
# `npm start`: set up what is missing, build, and serve the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/ensure-node-deps.sh
npx vite build
exec node .ci/serve.mjs "$@"
