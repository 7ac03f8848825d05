#!/usr/bin/python3
"""A bare WebKitGTK browser for WebKitWebDriver: one window per automation page, of exactly the
size asked (MiniBrowser's toolbar keeps its window at least 447 px wide, wider than a phone).
WebKitWebDriver starts it (webkitgtk:browserOptions, e2e/engines/webkit.ts).
A script at document start records console errors, page errors and CSP violations in
window.__engineLog, which the tests read (WebDriver classic has no log of its own)."""
import os
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

WIDTH = int(os.environ.get("ENGINE_WIDTH", "390"))
HEIGHT = int(os.environ.get("ENGINE_HEIGHT", "844"))
WATCHER = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "watcher.js"), encoding="utf-8").read()

context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
windows = []


def new_view(_session):
    manager = WebKit2.UserContentManager()
    manager.add_script(
        WebKit2.UserScript.new(
            WATCHER,
            WebKit2.UserContentInjectedFrames.ALL_FRAMES,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    view = WebKit2.WebView(web_context=context, user_content_manager=manager, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(WIDTH, HEIGHT)
    window.add(view)
    window.show_all()
    windows.append(window)
    # WebDriver's Close Window and Delete Session close the page: close its window, and quit
    # with the last one.
    view.connect("close", lambda _view: close(window))
    return view


def close(window):
    windows.remove(window)
    window.destroy()
    if not windows:
        Gtk.main_quit()


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("alborada-webkit-host")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", new_view)


context.connect("automation-started", automation_started)
print("webkit-host:", sys.argv[1:], file=sys.stderr)
Gtk.main()
