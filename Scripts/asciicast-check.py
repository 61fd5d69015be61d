#!/usr/bin/env python3
"""Checks an asciicast against asciinema's published format (version 2), then plays it.

Written from the format's documentation (docs.asciinema.org, "asciicast v2"), not from any
player's code: a header object on the first line (version 2, integer width and height, and
the optional timestamp, duration, idle_time_limit, command, title, env and theme), then one
event a line, each a three-element array of a non-negative time that never goes back, a code
("o" output, "i" input, "m" marker, "r" resize as COLSxROWS) and a string.

Playing: the output events are written, in order, to a tmux pane of the header's size (a
resize event resizes the window between them), and the screen the pane shows at the end is
printed. With --expect FILE, that screen must equal FILE's lines (trailing spaces ignored).

Exit 0 when the cast is valid (and the screen is as expected), 1 with one line per problem.
Usage: asciicast-check.py CAST [--expect FILE] [--no-play]
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import uuid

CODES = {"o", "i", "m", "r"}
OPTIONAL_HEADER = {
    "timestamp": int,
    "duration": (int, float),
    "idle_time_limit": (int, float),
    "command": str,
    "title": str,
    "env": dict,
    "theme": dict,
}


def is_integer(value):
    return isinstance(value, int) and not isinstance(value, bool)


def check(lines):
    """The problems of a cast's lines, and its header and events when it has no problem."""
    problems = []
    if not lines:
        return ["the file is empty: a cast starts with its header"], None, []
    try:
        header = json.loads(lines[0])
    except ValueError as error:
        return [f"line 1: the header is not JSON ({error})"], None, []
    if not isinstance(header, dict):
        return ["line 1: the header is not a JSON object"], None, []
    if header.get("version") != 2 or not is_integer(header.get("version")):
        problems.append(f"line 1: version must be the integer 2, not {header.get('version')!r}")
    for field in ("width", "height"):
        value = header.get(field)
        if not is_integer(value) or value <= 0:
            problems.append(f"line 1: {field} must be a positive integer, not {value!r}")
    for field, kind in OPTIONAL_HEADER.items():
        if field in header and (not isinstance(header[field], kind) or isinstance(header[field], bool)):
            problems.append(f"line 1: {field} has the wrong type ({type(header[field]).__name__})")
    if isinstance(header.get("env"), dict):
        for key, value in header["env"].items():
            if not isinstance(value, str):
                problems.append(f"line 1: env.{key} must be a string")
    events = []
    last = 0.0
    for number, text in enumerate(lines[1:], start=2):
        if not text.strip():
            problems.append(f"line {number}: an empty line")
            continue
        try:
            event = json.loads(text)
        except ValueError as error:
            problems.append(f"line {number}: not JSON ({error})")
            continue
        if not isinstance(event, list) or len(event) != 3:
            problems.append(f"line {number}: an event is a three-element array")
            continue
        moment, code, data = event
        if isinstance(moment, bool) or not isinstance(moment, (int, float)) or moment < 0:
            problems.append(f"line {number}: the time must be a non-negative number, not {moment!r}")
            continue
        if moment < last:
            problems.append(f"line {number}: the time goes back ({moment} after {last})")
        last = max(last, moment)
        if code not in CODES:
            problems.append(f"line {number}: unknown event code {code!r}")
        if not isinstance(data, str):
            problems.append(f"line {number}: the data must be a string")
            continue
        if code == "r" and not re.fullmatch(r"[1-9][0-9]*x[1-9][0-9]*", data):
            problems.append(f"line {number}: a resize reads COLSxROWS, not {data!r}")
        events.append((moment, code, data))
    return problems, header, events


def play(header, events):
    """The screen a tmux pane shows after the cast's output, as lines without trailing spaces."""
    name = "cast-" + uuid.uuid4().hex[:10]
    directory = tempfile.mkdtemp()
    fifo = os.path.join(directory, "output")
    os.mkfifo(fifo)
    width, height = header["width"], header["height"]
    subprocess.run(
        ["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-x", str(width), "-y", str(height),
         f"stty raw -echo; cat '{fifo}'; sleep 600"],
        check=True)
    try:
        subprocess.run(["tmux", "-L", name, "set-option", "-g", "status", "off"], check=True)
        subprocess.run(["tmux", "-L", name, "resize-window", "-x", str(width), "-y", str(height)], check=True)
        # Opening a FIFO for writing waits for the reader; bounded, so a pane that never starts
        # fails the check instead of hanging it.
        opened = {}
        opener = threading.Thread(target=lambda: opened.setdefault("file", open(fifo, "wb")), daemon=True)
        opener.start()
        opener.join(10)
        if "file" not in opened:
            raise RuntimeError("the tmux pane never started reading")
        with opened["file"] as pipe:
            for _, code, data in events:
                if code == "o":
                    pipe.write(data.encode("utf-8"))
                    pipe.flush()
                elif code == "r":
                    pipe.flush()
                    time.sleep(0.2)
                    columns, rows = data.split("x")
                    subprocess.run(["tmux", "-L", name, "resize-window", "-x", columns, "-y", rows], check=True)
        time.sleep(0.5)
        shown = subprocess.run(["tmux", "-L", name, "capture-pane", "-p"], check=True, capture_output=True, text=True).stdout
    finally:
        subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
    lines = [line.rstrip() for line in shown.split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def main(arguments):
    if not arguments or arguments[0].startswith("-"):
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    cast = arguments[0]
    expect = arguments[arguments.index("--expect") + 1] if "--expect" in arguments else None
    with open(cast, encoding="utf-8") as file:
        lines = file.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    problems, header, events = check(lines)
    if problems:
        for problem in problems:
            print(f"{cast}: {problem}")
        return 1
    outputs = sum(1 for event in events if event[1] == "o")
    print(f"{cast}: a valid asciicast v2, {header['width']}x{header['height']}, {len(events)} events ({outputs} output)")
    if "--no-play" in arguments:
        return 0
    screen = play(header, events)
    print("\n".join(screen))
    if expect is not None:
        with open(expect, encoding="utf-8") as file:
            wanted = [line.rstrip() for line in file.read().split("\n")]
        while wanted and not wanted[-1]:
            wanted.pop()
        if screen != wanted:
            print(f"{cast}: the screen after playing differs from {expect}")
            return 1
        print(f"{cast}: played, and the screen is the one expected")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
