#!/usr/bin/env bash
# Makes sure Debian's Chromium headless shell is there for the browser tests, with the Korean system font the screenshots
# were made with (NanumGothic, which the fallback faces name): without a Korean font Chromium draws Hangul
# in no font until Pretendard arrives, and a story that scrolls before then ends elsewhere. Installs them
# when we may, else says how.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
# Where fontconfig is not the font system (macOS, say), the system has its own Korean fonts.
has_korean_font() { ! command -v fc-list >/dev/null 2>&1 || [ -n "$(fc-list :lang=ko family)" ]; }
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && { [ ! -x "$path" ] || ! has_korean_font; }; then
  echo "Installing Debian's chromium-headless-shell and a Korean font (fonts-nanum) for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium-headless-shell fonts-nanum >/dev/null
fi
if ! has_korean_font; then
  echo "No Korean system font: run 'sudo apt-get install -y fonts-nanum' (Debian); some screenshots will differ." >&2
fi
[ -x "$path" ] && exit 0
echo "Chromium is missing at $path: run 'sudo apt-get install -y chromium-headless-shell' (Debian) or set CHROMIUM_PATH." >&2
exit 1
