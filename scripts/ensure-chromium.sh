#!/usr/bin/env bash
# Browser tests need Debian's Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
set -euo pipefail
source "$(dirname "$0")/debian-packages.sh"
has_chromium() { [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; }
ensure_packages has_chromium "Chromium (${CHROMIUM_PATH:-/usr/bin/chromium})" chromium
