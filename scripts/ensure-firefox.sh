#!/usr/bin/env bash
# The Firefox run of e2e-engines/ needs Debian's Firefox ESR. Install it when missing and possible
# (as root, or with passwordless sudo), as ensure-chromium.sh does for Chromium.
set -euo pipefail
firefox="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
[ -x "$firefox" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Firefox not found: installing Debian's firefox-esr package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr >/dev/null
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr >/dev/null
fi
if [ ! -x "$firefox" ]; then
  echo "The Firefox tests need Firefox ESR at $firefox. Install it with: sudo apt-get install -y firefox-esr" >&2
  echo "(or point FIREFOX_PATH at another Firefox binary)" >&2
  exit 1
fi
