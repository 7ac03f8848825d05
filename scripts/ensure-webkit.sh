#!/usr/bin/env bash
# The WebKit run of e2e/engines/ needs WebKitGTK's WebDriver, a virtual display, and the GTK and
# WebKit bindings for Python that e2e/engines/webkit-host.py (the bare browser window) uses.
set -euo pipefail
source "$(dirname "$0")/debian-packages.sh"
has_webkit() {
  command -v WebKitWebDriver >/dev/null && command -v Xvfb >/dev/null &&
    /usr/bin/python3 -c 'import gi; gi.require_version("Gtk", "3.0"); gi.require_version("WebKit2", "4.1"); from gi.repository import Gtk, WebKit2' 2>/dev/null
}
ensure_packages has_webkit "WebKitGTK's WebDriver or its parts" webkit2gtk-driver xvfb gir1.2-webkit2-4.1 python3-gi
