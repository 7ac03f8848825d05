#!/usr/bin/env bash
# Browser tests need Debian's Chromium at /usr/bin/chromium. Install it when missing and possible.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium not found: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x "$chromium" ]; then
  echo "Browser tests need Chromium at $chromium. Install it with: sudo apt-get install -y chromium" >&2
  echo "(or point CHROMIUM_PATH at another Chromium binary)" >&2
  exit 1
fi
