#!/usr/bin/env python3
"""Runs in a real kitty for KittyKeyboardRealTerminalTests: starts the program it is given (the
screen host probe) on kitty's terminal, and once it has ended, looks at the terminal as the shell
after it would find it. It asks kitty for its keyboard flags on the main screen and on the
alternate screen (kitty keeps a stack for each; a program that left its flags pushed leaves them
on the alternate screen, where the next full-screen program would get them), then reads the next
key typed, which must come in the legacy encoding (Esc as the lone byte 1b). Each finding is a line
of the report file.

Usage: kitty_session.py REPORT PROGRAM [ARGUMENT...]"""
import os
import select
import subprocess
import sys
import termios
import time
import tty

report_path = sys.argv[1]


def report(line):
    with open(report_path, "a") as report_file:
        report_file.write(line + "\n")


def read_until(descriptor, final, seconds):
    """The bytes read until one ends with `final`, or the time is up."""
    received = b""
    deadline = time.monotonic() + seconds
    while not received.endswith(final):
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([descriptor], [], [], left)[0]:
            break
        received += os.read(descriptor, 1)
    return received


status = subprocess.call(sys.argv[2:])
report(f"program exited {status}")
descriptor = sys.stdin.fileno()
saved = termios.tcgetattr(descriptor)
tty.setraw(descriptor)
try:
    # Flags on the main screen, then on the alternate one (and back), each followed by DA1, so that an
    # answer that does not come costs a round trip, not the whole wait.
    os.write(1, b"\x1b[?u\x1b[c")
    report("main screen: " + read_until(descriptor, b"c", 5).hex())
    os.write(1, b"\x1b[?1049h\x1b[?u\x1b[c")
    report("alternate screen: " + read_until(descriptor, b"c", 5).hex())
    os.write(1, b"\x1b[?1049l")
    report("waiting for a key")
    key = b""
    if select.select([descriptor], [], [], 20)[0]:
        key = os.read(descriptor, 64)
        # The rest of a sequence comes at once.
        while select.select([descriptor], [], [], 0.3)[0]:
            key += os.read(descriptor, 64)
    report("key: " + key.hex())
finally:
    termios.tcsetattr(descriptor, termios.TCSANOW, saved)
