#!/usr/bin/env python3
"""Plays a job-control shell for one program, for the screen host's pty tests.

Started as the session leader of a pty (the test's PtySession), it runs the program as a
foreground job in its own process group, with SIGTTIN ignored (as under some launchers), so a
read from the background fails with EIO rather than stopping the program. Then:

1. it waits until the program stops (the test types Ctrl-Z), takes the terminal back and
   continues the program in the background, like `bg`, and says "shell: bg";
2. it waits for the program's next change: a program that waits for the foreground stops
   ("shell: stopped again", then `fg`), one that takes the failed read for the end quits
   ("shell: exited N");
3. it reports how the program ended ("shell: exited N") and exits with that status.

Standard library only.
"""
import os
import signal
import sys


def say(text):
    os.write(1, (text + "\r\n").encode())


def describe(status):
    if os.WIFEXITED(status):
        return "exited %d" % os.WEXITSTATUS(status)
    if os.WIFSIGNALED(status):
        return "killed %d" % os.WTERMSIG(status)
    return "stopped"


def main():
    program = sys.argv[1:]
    # A shell ignores SIGTTOU so it can hand the terminal around.
    signal.signal(signal.SIGTTOU, signal.SIG_IGN)
    pid = os.fork()
    if pid == 0:
        os.setpgid(0, 0)
        os.tcsetpgrp(0, os.getpid())
        signal.signal(signal.SIGTTOU, signal.SIG_DFL)
        signal.signal(signal.SIGTTIN, signal.SIG_IGN)
        os.execv(program[0], program)
    try:
        os.setpgid(pid, pid)
    except OSError:
        pass  # the child got there first
    os.tcsetpgrp(0, pid)

    _, status = os.waitpid(pid, os.WUNTRACED)
    if not os.WIFSTOPPED(status):
        say("shell: " + describe(status))
        return 1
    os.tcsetpgrp(0, os.getpgrp())
    os.kill(pid, signal.SIGCONT)
    say("shell: bg")

    _, status = os.waitpid(pid, os.WUNTRACED)
    if not os.WIFSTOPPED(status):
        say("shell: " + describe(status))
        return 1
    say("shell: stopped again")
    os.tcsetpgrp(0, pid)
    os.kill(pid, signal.SIGCONT)

    _, status = os.waitpid(pid, 0)
    say("shell: " + describe(status))
    return os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1


if __name__ == "__main__":
    sys.exit(main())
