#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the browser tests; installs it when we may, else says how.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$path" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  [ -x "$path" ] && exit 0
fi
echo "Chromium is missing at $path: run 'sudo apt-get install -y chromium' (Debian) or set CHROMIUM_PATH." >&2
exit 1
