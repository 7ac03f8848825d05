#!/usr/bin/env bash
# The WebKit run of e2e-engines/ needs WebKitGTK's WebDriver, a virtual display, and the GTK and
# WebKit bindings for Python that e2e-engines/webkit-host.py (the bare browser window) uses.
# Install them when missing and possible, as ensure-chromium.sh does for Chromium.
set -euo pipefail
packages=(webkit2gtk-driver xvfb gir1.2-webkit2-4.1 python3-gi)
has_all() {
  command -v WebKitWebDriver >/dev/null && command -v Xvfb >/dev/null &&
    /usr/bin/python3 -c 'import gi; gi.require_version("Gtk", "3.0"); gi.require_version("WebKit2", "4.1"); from gi.repository import Gtk, WebKit2' 2>/dev/null
}
has_all && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "WebKitGTK's WebDriver or its parts not found: installing Debian's ${packages[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi
if ! has_all; then
  echo "The WebKit tests need: sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
