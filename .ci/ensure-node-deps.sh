#!/usr/bin/env bash
# Installs npm dependencies when they are missing or older than the lock file.
set -euo pipefail
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm dependencies..."
  npm install --no-fund --no-audit
fi
