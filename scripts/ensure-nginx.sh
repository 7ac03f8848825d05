#!/usr/bin/env bash
# The production serving tests run Debian's nginx with the brotli static module. Install both when
# missing and possible (as root, or with passwordless sudo), as ensure-chromium.sh does for Chromium.
set -euo pipefail
module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
has_nginx() { command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; }
has_nginx && [ -f "$module" ] && [ -f /etc/nginx/mime.types ] && exit 0
packages=(nginx libnginx-mod-http-brotli-static)
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "nginx or its brotli module not found: installing Debian's ${packages[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi
if ! has_nginx || [ ! -f "$module" ]; then
  echo "The nginx tests need nginx and $module. Install them with:" >&2
  echo "  sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
