// The benchmarks' room for the operating system: the pty they start apps on, the clocks, the
// memory figures and the path of this program. Only this folder imports the C library.
//
// What differs on Darwin (macOS), and where a reviewer can check it without a Mac:
// - A pty comes from posix_openpt(3), grantpt(3), unlockpt(3) and ptsname(3); Glibc's Swift
//   module hides them, so Linux uses the ioctls they wrap (TIOCSPTLCK, TIOCGPTN).
// - The app's controlling terminal: xnu's posix_spawn opens the file actions' files
//   (bsd/kern/kern_exec.c, exec_handle_file_actions) before it applies POSIX_SPAWN_SETSID, so the
//   pty would never become the controlling terminal (bsd/kern/tty.c, TIOCSCTTY: EPERM to a process
//   that does not lead its session yet). On Darwin the app is started through PtySessionLeader
//   (the pty tests' session leader, built beside this program), which calls setsid(2), takes the
//   pty with TIOCSCTTY and execs the app: its start figures include that one small exec. On Linux
//   glibc's posix_spawn calls setsid before the file actions (sysdeps/unix/sysv/linux/spawni.c),
//   and the figures stay those of the app alone. `POSIX_SPAWN_SETSID` is 0x0080 on glibc, where
//   Darwin's 0x0080 is `POSIX_SPAWN_START_SUSPENDED` (<sys/spawn.h>); spawn attributes are opaque
//   pointers on Darwin.
// - `ru_maxrss` is in bytes on Darwin and in kilobytes on Linux (getrusage(2)).
// - No /proc: the peak and current resident sizes come from getrusage(2) and task_info
//   (mach/task_info.h) on Darwin, from /proc/self/status and /proc/self/statm on Linux; this
//   program's path from _NSGetExecutablePath(3) instead of /proc/self/exe (ProcessMemory.swift).
// - `CLOCK_THREAD_CPUTIME_ID` and `CLOCK_MONOTONIC` exist on Darwin from macOS 10.12 (clock_gettime(3)).
// - Ending the app: on Darwin the app leads its session, and xnu's proc_exit (bsd/kern/kern_exit.c)
//   waits in ttywait (bsd/kern/tty.c) until the pty's pending output is read, with no timeout
//   (t_timeout is 0 for a pty) and deaf to signals, SIGKILL included (an exiting process gets none,
//   bsd/kern/kern_sig.c); a blocking waitpid or wait4 would then wait for ever. Closing the master
//   ends that wait: ptcclose (bsd/kern/tty_dev.c) clears TS_CONNECTED and flushes the output, and
//   ttywait waits only while the tty is connected. So the master is closed before each blocking
//   wait. On Linux a killed app never waits for its output; `waitForExit` reads anyway, since an
//   app blocked writing to a full pty does not get to exit either.
import Dispatch
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A program on a fresh pty: the master side, for typing and reading.
final class PtyApp {
    let pid: pid_t
    let master: Int32

    /// Why the pty benchmarks cannot start an app here, or nil when they can.
    static var unavailability: String? {
        #if canImport(Darwin)
            guard access(sessionLeader, X_OK) == 0 else {
                return "\(sessionLeader) is missing; build it first with `swift build -c release --product PtySessionLeader`"
            }
        #endif
        return nil
    }

    /// PtySessionLeader beside this program.
    private static var sessionLeader: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("PtySessionLeader").path
    }

    init?(_ launch: PtyLaunch) {
        #if canImport(Darwin)
            let program = Self.sessionLeader
            let programArguments = [program, launch.executable] + launch.arguments
            let spawnFlags: Int32 = 0
        #else
            let program = launch.executable
            let programArguments = [program] + launch.arguments
            let spawnFlags = spawnNewSession
        #endif
        guard let (master, slavePath) = openPty() else { return nil }
        self.master = master
        var window = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(spawnFlags))
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // O_NOCTTY on Darwin, where PtySessionLeader takes the terminal; on Linux the open by the
        // new session's leader makes it the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR | noControllingTerminal, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let argv = programArguments.map { strdup($0) } + [nil]
        let envp = (["TERM=xterm-256color", "COLORTERM=truecolor"] + launch.environment).map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        guard posix_spawn(&child, program, &actions, &attributes, argv, envp) == 0 else { return nil }
        pid = child
    }

    private var isReaped = false
    private var isMasterClosed = false

    deinit {
        if !isReaped { kill(pid, SIGKILL) }
        // Before the blocking wait: on Darwin the killed app cannot finish exiting while the
        // master is open with output unread (see the top of the file).
        closeMaster()
        if !isReaped {
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    private func closeMaster() {
        guard !isMasterClosed else { return }
        isMasterClosed = true
        close(master)
    }

    /// Ends the program and returns the most memory it ever had resident, in bytes (the
    /// kernel's `ru_maxrss` of the reaped child). The pty is closed: the session is over.
    func stopAndMeasurePeakMemory() -> Int? {
        guard !isReaped else { return nil }
        kill(pid, SIGKILL)
        // Before the blocking wait: on Darwin it would otherwise wait for the unread output.
        closeMaster()
        var status: Int32 = 0
        var usage = rusage()
        let reaped = wait4(pid, &status, 0, &usage)
        isReaped = true
        guard reaped == pid else { return nil }
        #if canImport(Darwin)
            return usage.ru_maxrss  // bytes on Darwin (getrusage(2))
        #else
            return usage.ru_maxrss * 1024  // kilobytes on Linux
        #endif
    }

    func type(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Types all of `text`, waiting (at most a second each time) while the terminal's input
    /// queue is full, as a burst of reports can fill it faster than the program reads; false when
    /// it stayed full.
    func typeWaitingForRoom(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress! + sent, $0.count - sent) }
            if written > 0 {
                sent += written
                continue
            }
            guard written < 0, errno == EAGAIN || errno == EINTR else { return false }
            var room = pollfd(fd: master, events: Int16(POLLOUT), revents: 0)
            guard poll(&room, 1, 1000) > 0 else { return false }
        }
        return true
    }

    /// Reads whatever is there now.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while waitReadable(timeout: 0) {
            guard buffer.withUnsafeMutableBytes({ readBytes(master, $0.baseAddress, $0.count) }) > 0 else { return }
        }
    }

    /// Reads the output until the program has exited or `timeout` seconds passed.
    func waitForExit(timeout: Double) {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var status: Int32 = 0
        while DispatchTime.now().uptimeNanoseconds < deadline {
            drain()
            if waitpid(pid, &status, WNOHANG) == pid {
                isReaped = true
                return
            }
            usleep(1_000)
        }
    }

    func waitReadable(timeout: Double) -> Bool {
        var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        return poll(&watched, 1, Int32(timeout * 1000)) > 0
    }

    /// Reads until `marker` comes; false when it did not within `timeout` seconds.
    func read(until marker: [UInt8], timeout: Double) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var tail: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while DispatchTime.now().uptimeNanoseconds < deadline {
            guard waitReadable(timeout: 0.1) else { continue }
            let count = buffer.withUnsafeMutableBytes { readBytes(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            // The marker anywhere in what came: the app may write more right behind a frame
            // in the same read (MainCLI asks the terminal its background after the first).
            let seen = tail + buffer.prefix(count)
            if seen.count >= marker.count, (0...(seen.count - marker.count)).contains(where: { seen[$0..<($0 + marker.count)].elementsEqual(marker) }) {
                return true
            }
            tail = Array(seen.suffix(marker.count - 1))
        }
        return false
    }
}

/// The spawn flag for a new session on Linux: glibc 2.26+ uses 0x80, which its Swift module does
/// not export (on Darwin 0x80 would start the child suspended; Darwin does not use it here).
#if canImport(Darwin)
    private let noControllingTerminal = O_NOCTTY
#else
    private let spawnNewSession: Int32 = 0x80
    private let noControllingTerminal: Int32 = 0
#endif

/// A new pty's master and the slave's path.
private func openPty() -> (Int32, String)? {
    #if canImport(Darwin)
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else { return nil }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        return (master, String(cString: name))
    #else
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        // unlockpt and ptsname, which Swift's Glibc module does not show: TIOCSPTLCK, TIOCGPTN.
        guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else { return nil }
        return (master, "/dev/pts/\(number)")
    #endif
}

/// `CLOCK_MONOTONIC` in nanoseconds (the clock the app's stage trace uses; clock_gettime(3) has it on Darwin too).
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// read(2) under a name no method called `read` shadows.
func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
