#!/usr/bin/env bash
# Browser tests need Debian's Chromium: its headless shell for the tests
# (/usr/bin/chromium-headless-shell) and the browser itself (/usr/bin/chromium) for Lighthouse and the
# benches, or CHROMIUM_PATH for both (e2e/chromium.ts).
set -euo pipefail
source "$(dirname "$0")/debian-packages.sh"
if [ -n "${CHROMIUM_PATH:-}" ]; then
  has_chromium() { [ -x "$CHROMIUM_PATH" ]; }
  ensure_packages has_chromium "Chromium ($CHROMIUM_PATH)" chromium
else
  has_chromium() { [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; }
  ensure_packages has_chromium "Chromium and its headless shell" chromium chromium-headless-shell
fi
