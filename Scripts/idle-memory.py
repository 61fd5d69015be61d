#!/usr/bin/env python3
"""Idle memory of the app after its first frame (Linux): what the idle-memory figure of docs/PERFORMANCE.md is made of.

Starts the app on a pty (80x24, a fresh data directory), waits for the first frame to be drawn
and the output to go quiet, then reads /proc/PID/smaps_rollup and /proc/PID/smaps: resident
anonymous and file-backed memory, and the mappings that hold it. Standard library only.

    Scripts/idle-memory.py [--runs N] [--settle SECONDS] [BINARY]   (default .build/release/MainCLI)
"""
import argparse
import fcntl
import os
import pty
import select
import signal
import struct
import sys
import tempfile
import termios
import time


def drain(fd, until_quiet, limit):
    """Reads the app's output until it has been quiet for `until_quiet` seconds."""
    received = 0
    deadline = time.monotonic() + limit
    last = time.monotonic()
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            received += len(chunk)
            last = time.monotonic()
        elif received and time.monotonic() - last >= until_quiet:
            break
    return received


def rollup(pid):
    fields = {}
    with open(f"/proc/{pid}/smaps_rollup") as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 3 and parts[-1] == "kB":
                fields[parts[0].rstrip(":")] = int(parts[1])
    return fields


def mappings(pid):
    """Resident kB per mapping name ([anon] for anonymous), summed over its ranges."""
    sizes = {}
    name = None
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            head = line.split()
            if head and "-" in head[0] and not head[0].endswith(":"):
                name = head[5] if len(head) > 5 else "[anon]"
                perms = head[1]
                name = f"{name} ({perms})"
            elif head and head[0] == "Rss:":
                sizes[name] = sizes.get(name, 0) + int(head[1])
    return sorted(sizes.items(), key=lambda item: -item[1])


def measure(binary, settle):
    data = tempfile.mkdtemp(prefix="idle-memory-")
    environment = dict(os.environ, TERM="xterm-256color", LANG="en_US.UTF-8", HOME=data)
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "--data-dir", data], environment)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    os.kill(pid, signal.SIGWINCH)
    drawn = drain(fd, until_quiet=0.3, limit=10)
    time.sleep(settle)
    drain(fd, until_quiet=0.05, limit=0.2)
    result = rollup(pid), mappings(pid), drawn
    os.kill(pid, signal.SIGTERM)
    drain(fd, until_quiet=0.2, limit=2)
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary", nargs="?", default=".build/release/MainCLI")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--settle", type=float, default=1.0)
    arguments = parser.parse_args()
    for run in range(1, arguments.runs + 1):
        fields, maps, drawn = measure(arguments.binary, arguments.settle)
        anonymous = fields.get("Anonymous", 0)
        rss = fields.get("Rss", 0)
        print(f"run {run}: RSS {rss / 1024:.1f} MB = {anonymous / 1024:.1f} MB anonymous + {(rss - anonymous) / 1024:.1f} MB file-backed"
              f" (Pss {fields.get('Pss', 0) / 1024:.1f} MB; first frame {drawn} bytes)")
        for name, size in maps[:8]:
            print(f"    {size:>7} kB  {name}")


if __name__ == "__main__":
    sys.exit(main())
