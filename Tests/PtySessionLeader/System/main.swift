// The pty tests' session leader: `PtySessionLeader PROGRAM [ARGUMENT...]`, started with the pty's
// slave as its standard input, output and error (opened with O_NOCTTY), makes itself the leader of
// a new session, makes that terminal the session's controlling terminal, and becomes PROGRAM.
//
// Why not posix_spawn's POSIX_SPAWN_SETSID alone: xnu runs the file actions (bsd/kern/kern_exec.c,
// exec_handle_file_actions) before POSIX_SPAWN_SETSID (setsid_internal, later in posix_spawn), so
// the slave is opened while the child still belongs to the test runner's session, and the implicit
// TIOCSCTTY of that open (bsd/vfs/vfs_syscalls.c, "The first terminal open ... by a session leader")
// fails: bsd/kern/tty.c answers EPERM to anyone but a session leader. glibc happens to do setsid
// first (sysdeps/unix/sysv/linux/spawni.c), but POSIX leaves the order open, so both systems go
// through this program and the tests here run it on every pty test.
//
// Darwin: setsid(2), ioctl(2) with TIOCSCTTY (<sys/ttycom.h>; the Swift overlay's TiocConstants
// gives it as a UInt) and execve(2) have the same meaning as on Linux (tty_ioctl(4)); the
// environment is the overlay's `environ`.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Says which step failed, and errno, on the terminal (where the test reads), then ends with 127,
/// as a shell does for a program it could not run.
func fail(_ step: String) -> Never {
    let code = errno
    let text = Array("PtySessionLeader: \(step) failed: errno \(code)\r\n".utf8)
    _ = text.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    _exit(127)
}

let arguments = CommandLine.unsafeArgv
guard CommandLine.argc >= 2, let program = arguments[1] else { fail("usage: PtySessionLeader PROGRAM [ARGUMENT...];") }
guard setsid() >= 0 else { fail("setsid") }
guard ioctl(STDIN_FILENO, UInt(TIOCSCTTY), 0) == 0 else { fail("TIOCSCTTY") }
execve(program, arguments + 1, environ)
fail("exec \(String(cString: program))")
