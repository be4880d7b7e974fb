#!/usr/bin/env bash
# Installs what the project needs from outside npm when it is missing: LuaJIT (to run
# exported mods), Debian's Chromium (for browser tests), unzip and Python 3 (the zip tests).
# Never downloads a browser build.
set -euo pipefail
need=()
command -v luajit >/dev/null 2>&1 || need+=(luajit)
[ -x /usr/bin/chromium ] || need+=(chromium)
# the export tests unpack the mod's zip with Info-ZIP's unzip and Python's zipfile
command -v unzip >/dev/null 2>&1 || need+=(unzip)
command -v python3 >/dev/null 2>&1 || need+=(python3)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing system packages: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
