#!/usr/bin/env bash
# The production serving tests run Debian's nginx with the brotli static module.
set -euo pipefail
source "$(dirname "$0")/debian-packages.sh"
has_nginx() {
  { command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; } &&
    [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] && [ -f /etc/nginx/mime.types ]
}
ensure_packages has_nginx "nginx with its brotli module" nginx libnginx-mod-http-brotli-static
