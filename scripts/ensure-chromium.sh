#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the browser tests, with a Korean system font (every Korean
# visitor's device has one; without it Chromium draws Hangul as empty boxes until Pretendard arrives, and
# Korean text outside the web font, such as a bare button in a story, never shows). Installs them when we
# may, else says how.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
# Where fontconfig is not the font system (macOS, say), the system has its own Korean fonts.
has_korean_font() { ! command -v fc-list >/dev/null 2>&1 || [ -n "$(fc-list :lang=ko family)" ]; }
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && { [ ! -x "$path" ] || ! has_korean_font; }; then
  echo "Installing Debian's chromium and a Korean font (fonts-nanum) for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium fonts-nanum >/dev/null
fi
if ! has_korean_font; then
  echo "No Korean system font: run 'sudo apt-get install -y fonts-nanum' (Debian); Korean text outside Pretendard shows as boxes." >&2
fi
[ -x "$path" ] && exit 0
echo "Chromium is missing at $path: run 'sudo apt-get install -y chromium' (Debian) or set CHROMIUM_PATH." >&2
exit 1
