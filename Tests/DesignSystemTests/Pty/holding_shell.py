#!/usr/bin/env python3
"""Plays a shell that outlives its one program, for the screen host's pty tests that look at
the terminal after the program has gone.

Started as the session leader of a pty (the test's PtySession), it runs the program as the
foreground job in a process group of its own, as a shell does, and waits for it to end. Then it
takes the terminal back, says "shell: exited N" (or "shell: killed N") and waits, reading
nothing, until the test ends the session.

Why: the session leader's exit ends the terminal on macOS. xnu's proc_exit revokes it
(bsd/kern/kern_exit.c), which flushes the input the program left unread (ttyclose in
bsd/kern/tty.c) and kills every descriptor of the slave, the test's too. Linux keeps both. Here
the program is not the leader, so on both systems its unread input stays for the test to read,
as it would stay for the shell that started it.

Standard library only.
"""
import os
import signal
import sys


def say(text):
    os.write(1, (text + "\r\n").encode())


def main():
    program = sys.argv[1:]
    # A shell ignores SIGTTOU so it can take the terminal back from its job.
    signal.signal(signal.SIGTTOU, signal.SIG_IGN)
    pid = os.fork()
    if pid == 0:
        os.setpgid(0, 0)
        os.tcsetpgrp(0, os.getpid())
        # What Python ignores, an exec keeps ignored: the program gets the defaults a shell gives.
        for number in (signal.SIGTTOU, signal.SIGPIPE, signal.SIGXFSZ):
            signal.signal(number, signal.SIG_DFL)
        os.execv(program[0], program)
    try:
        os.setpgid(pid, pid)
    except OSError:
        pass  # the child got there first
    try:
        os.tcsetpgrp(0, pid)
    except OSError:
        pass  # the child did it, or is gone already
    _, status = os.waitpid(pid, 0)
    os.tcsetpgrp(0, os.getpgrp())
    if os.WIFEXITED(status):
        say("shell: exited %d" % os.WEXITSTATUS(status))
    else:
        say("shell: killed %d" % os.WTERMSIG(status))
    while True:
        signal.pause()


if __name__ == "__main__":
    sys.exit(main())
