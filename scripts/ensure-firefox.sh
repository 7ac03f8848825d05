#!/usr/bin/env bash
# The Firefox run of e2e/engines/ needs Debian's Firefox ESR at /usr/bin/firefox-esr (or FIREFOX_PATH).
set -euo pipefail
source "$(dirname "$0")/debian-packages.sh"
has_firefox() { [ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ]; }
ensure_packages has_firefox "Firefox ESR (${FIREFOX_PATH:-/usr/bin/firefox-esr})" firefox-esr
