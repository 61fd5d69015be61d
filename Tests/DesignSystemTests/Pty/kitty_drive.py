#!/usr/bin/env python3
"""Drives a real kitty for KittyKeyboardRealTerminalTests, under an X server (xvfb-run): starts
kitty running kitty_session.py, which runs the screen host probe with --kitty-keyboard; once the
probe says the terminal took the flags, types Esc, Ctrl-I, Tab, Ctrl-M, Enter and q through
xdotool, one at a time, each waited for in the probe's log; then, after the probe has quit, types
Esc for the session script to read as the shell would. Every wait is bounded. Prints one JSON
object: the probe's log, the session's report, how long Esc took to reach the probe, and a
failure when a step did not happen.

Usage: kitty_drive.py PROBE WORK_DIRECTORY"""
import json
import os
import subprocess
import sys
import time

probe, work = sys.argv[1], sys.argv[2]
here = os.path.dirname(os.path.abspath(__file__))
log_path = os.path.join(work, "probe.log")
report_path = os.path.join(work, "report.txt")
window_class = f"kitty-keyboard-test-{os.getpid()}"


def text(path):
    try:
        with open(path) as file:
            return file.read()
    except OSError:
        return ""


def wait_for(condition, seconds):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def keys():
    return [line[4:] for line in text(log_path).splitlines() if line.startswith("key ")]


def xdotool(*arguments):
    return subprocess.run(["xdotool", *arguments], capture_output=True, text=True, timeout=20)


def finish(failure=None, escape_seconds=None):
    print(json.dumps({"failure": failure, "log": text(log_path).splitlines(), "report": text(report_path).splitlines(),
                      "escapeSeconds": escape_seconds, "kitty": text(os.path.join(work, "kitty.out"))[-2000:]}))
    kitty.terminate()
    try:
        kitty.wait(5)
    except subprocess.TimeoutExpired:
        kitty.kill()
    sys.exit(0)


# A long escape timeout: Esc reaching the probe at once can only be the kitty form.
environment = dict(os.environ, ESCDELAY="3000")
environment.pop("MODULAR_TERMINAL_APP_KITTY_KEYBOARD", None)
with open(os.path.join(work, "kitty.out"), "w") as kitty_output:
    kitty = subprocess.Popen(
        ["kitty", "--config", "NONE", "--class", window_class, "-e", sys.executable, os.path.join(here, "kitty_session.py"),
         report_path, probe, "--log", log_path, "--kitty-keyboard"],
        stdout=kitty_output, stderr=subprocess.STDOUT, env=environment)
if not wait_for(lambda: "kitty keyboard on" in text(log_path), 60):
    finish("the probe never said the terminal took the flags")
window = xdotool("search", "--sync", "--class", window_class).stdout.split()
if not window:
    finish("no kitty window")
xdotool("windowfocus", "--sync", window[0])
escape_seconds = None
for key in ["Escape", "ctrl+i", "Tab", "ctrl+m", "Return", "q"]:
    count = len(keys())
    started = time.monotonic()
    xdotool("key", key)
    if not wait_for(lambda: len(keys()) > count, 10):
        finish(f"the probe got no key for {key}")
    if key == "Escape":
        escape_seconds = time.monotonic() - started
if not wait_for(lambda: "waiting for a key" in text(report_path), 20):
    finish("the session did not look at the terminal after the probe")
xdotool("key", "Escape")
if not wait_for(lambda: "key:" in text(report_path), 20):
    finish("the session read no key after the probe")
finish(escape_seconds=escape_seconds)
