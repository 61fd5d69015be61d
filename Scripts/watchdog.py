#!/usr/bin/env python3
"""Runs the test binary and ends it when it stops making progress, so a test run never hangs.

Usage: Scripts/watchdog.py [--quiet-limit SECONDS] -- COMMAND [ARGUMENTS...]

COMMAND runs a Swift Testing run (`swift test --skip-build ...`, or the test bundle itself);
the watchdog adds `--event-stream-output-path FILE --event-stream-version 0` to its arguments
and reads that stream as the run goes. A test's start or end is progress. When no event has come
for SECONDS (default 240: longer than any suite's time limit, which ends a test that is merely
slow), the watchdog prints the tests that were still running, every thread's stack of every
process under COMMAND (with gdb, where it is installed), kills that process tree and exits 124.
Otherwise it exits with COMMAND's status.

Progress cannot be read from the run's own output: piped, it is buffered until the end, and a
hung run never ends. A time limit inside the run cannot help either: when the cooperative
pool's threads are the ones that are stuck, the timer that would fire has no thread to run on.

The processes are found through the tree that COMMAND heads (/proc/PID/task/*/children, or ps
where there is no /proc), never by name, so a run beside another one on the same machine is
never touched.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time


def descendants(pid):
    """PID's children, their children and so on, parents first."""
    if not os.path.isdir("/proc/self/task"):
        return descendants_from_ps(pid)
    found = []
    pending = [pid]
    while pending:
        current = pending.pop(0)
        try:
            tasks = os.listdir(f"/proc/{current}/task")
        except OSError:
            continue
        for task in tasks:
            try:
                with open(f"/proc/{current}/task/{task}/children") as children:
                    for child in children.read().split():
                        found.append(int(child))
                        pending.append(int(child))
            except OSError:
                continue
    return found


def descendants_from_ps(pid):
    """The same, where there is no /proc (macOS): from ps's table of parents."""
    try:
        table = subprocess.run(["ps", "-ax", "-o", "pid=", "-o", "ppid="], stdout=subprocess.PIPE, check=False, text=True).stdout
    except OSError:
        return []
    children = {}
    for line in table.split("\n"):
        fields = line.split()
        if len(fields) == 2 and fields[0].isdigit() and fields[1].isdigit():
            children.setdefault(int(fields[1]), []).append(int(fields[0]))
    found = []
    pending = [pid]
    while pending:
        for child in children.get(pending.pop(0), []):
            found.append(child)
            pending.append(child)
    return found


def command_line(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as file:
            return file.read().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        pass
    try:
        # No /proc (macOS): ask ps.
        return subprocess.run(["ps", "-o", "command=", "-p", str(pid)], stdout=subprocess.PIPE, check=False, text=True).stdout.strip() or "?"
    except OSError:
        return "?"


def print_stacks(pids):
    gdb = shutil.which("gdb")
    if gdb is None:
        print("watchdog: gdb is not installed; no stacks (apt-get install gdb to get them)")
        return
    for pid in pids:
        print(f"== Watchdog: threads of process {pid} ({command_line(pid)[:160]})")
        sys.stdout.flush()
        try:
            result = subprocess.run(
                [gdb, "-p", str(pid), "-batch", "-nx", "-ex", "set pagination off", "-ex", "thread apply all bt 40"],
                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=90, check=False)
            lines = result.stdout.decode(errors="replace").splitlines()
            stack_lines = [line for line in lines if line.startswith(("Thread ", "#"))]
            print("\n".join(stack_lines[:1500]) if stack_lines else "\n".join(lines[-20:]))
        except subprocess.TimeoutExpired:
            print("watchdog: gdb did not finish within 90 s")
        sys.stdout.flush()


class EventStream:
    """Reads the run's event stream file as it grows, one JSON record a line."""

    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.partial = b""
        self.names = {}
        self.running = {}

    def read_new(self):
        """Reads what was appended since the last call; returns whether anything was."""
        try:
            with open(self.path, "rb") as file:
                file.seek(self.offset)
                chunk = file.read()
        except OSError:
            return False
        if not chunk:
            return False
        self.offset += len(chunk)
        lines = (self.partial + chunk).split(b"\n")
        self.partial = lines.pop()
        for line in lines:
            self.take(line)
        return True

    def take(self, line):
        try:
            record = json.loads(line)
        except ValueError:
            return
        payload = record.get("payload", {})
        if record.get("kind") == "test":
            self.names[payload.get("id")] = payload.get("displayName") or payload.get("name")
        elif record.get("kind") == "event":
            test = payload.get("testID")
            if payload.get("kind") == "testStarted" and test:
                self.running[test] = time.monotonic()
            elif payload.get("kind") in ("testEnded", "testSkipped") and test:
                self.running.pop(test, None)

    def running_tests(self):
        """The tests (not suites) still running, longest-running first."""
        tests = [test for test in self.running if "/" in test] or list(self.running)
        tests.sort(key=lambda test: self.running[test])
        now = time.monotonic()
        return [f"{self.names.get(test, test)}  [{test}] for {now - self.running[test]:.0f} s" for test in tests]


def main():
    arguments = sys.argv[1:]
    quiet_limit = 240.0
    if arguments[:1] == ["--quiet-limit"]:
        quiet_limit = float(arguments[1])
        arguments = arguments[2:]
    if arguments[:1] == ["--"]:
        arguments = arguments[1:]
    if not arguments:
        print(__doc__, file=sys.stderr)
        return 2
    events_directory = tempfile.mkdtemp(prefix="watchdog-")
    events_path = os.path.join(events_directory, "events.jsonl")
    command = arguments + ["--event-stream-output-path", events_path, "--event-stream-version", "0"]
    stream = EventStream(events_path)
    process = subprocess.Popen(command, start_new_session=True)
    last_progress = time.monotonic()
    try:
        while True:
            try:
                status = process.wait(timeout=1)
                stream.read_new()
                return status
            except subprocess.TimeoutExpired:
                pass
            if stream.read_new():
                last_progress = time.monotonic()
            quiet = time.monotonic() - last_progress
            if quiet < quiet_limit:
                continue
            print(f"\n== Watchdog: no test started or ended for {quiet:.0f} s; the run is stuck. Still running:")
            for line in stream.running_tests() or ["(no test had started)"]:
                print(f"   {line}")
            sys.stdout.flush()
            tree = [process.pid] + descendants(process.pid)
            print_stacks(tree)
            for pid in reversed(tree):
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            process.wait()
            print(f"== Watchdog: ended the stuck run after {quiet:.0f} s without progress")
            return 124
    finally:
        shutil.rmtree(events_directory, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
