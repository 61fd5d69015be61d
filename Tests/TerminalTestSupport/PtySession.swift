import Dispatch
import Foundation
import Glibc

/// A program running on a fresh pseudo-terminal, as a person would run it in a terminal window:
/// the program is a session leader whose controlling terminal is the pty, so job control,
/// hang-ups and foreground checks behave as they do under a real shell. The test holds the
/// master side (what a terminal emulator sees) and a second handle on the slave side, to read
/// the terminal modes the program left.
public final class PtySession: @unchecked Sendable {
    /// How the program's state changed, as `waitpid` reports it.
    public enum Event: Equatable, Sendable {
        case stopped(Int32)
        case continued
        case exited(Int32)
        case signalled(Int32)
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        /// Creates a failure saying `description`.
        public init(description: String) { self.description = description }
    }

    public let pid: pid_t
    public let master: Int32
    private let slave: Int32
    private let lock = NSLock()
    private var events: [Event] = []
    private let eventArrived = DispatchSemaphore(value: 0)
    /// Everything the program wrote so far (as far as ``readOutput(until:timeout:)`` read it).
    public private(set) var output: [UInt8] = []

    /// Starts `executable` with `arguments` on a pty of `columns` x `rows`, with `environment`
    /// added to a small fixed environment (TERM=xterm-256color, the PATH of this process, no
    /// backtracer).
    public init(executable: String, arguments: [String] = [], environment: [String: String] = [:], columns: Int = 80, rows: Int = 24) throws {
        // Non-blocking, so neither typing nor reading can hang a test; both wait with poll and a deadline.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        // posix_openpt, unlockpt and ptsname are not visible from Swift's Glibc module; these are
        // the ioctls they use on Linux (asm-generic numbers: TIOCSPTLCK, TIOCGPTN).
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
            throw Failure(description: "no pty: errno \(errno)")
        }
        let slavePath = "/dev/pts/\(number)"
        slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A new session (so opening the pty makes it the controlling terminal), default signal
        // handling and an empty signal mask, whatever the test runner uses itself.
        posix_spawnattr_setflags(&attributes, Int16(posixSpawnSetsid | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        // No backtracer in the child: a crash there is either what a test provokes or a failure
        // the test reports by the signal, and Swift's backtracer would hold each for up to 30 s.
        var fullEnvironment = [
            "TERM": "xterm-256color", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "SWIFT_BACKTRACE": "enable=no",
        ]
        fullEnvironment.merge(environment) { $1 }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = fullEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw Failure(description: "cannot start \(executable): \(status)") }
        pid = child
        watchChild()
    }

    deinit {
        kill(pid, SIGKILL)
        if !isHungUp { close(master) }
        close(slave)
    }

    private func watchChild() {
        let pid = pid
        Thread.detachNewThread { [self] in
            while true {
                var status: Int32 = 0
                let result = waitpid(pid, &status, WUNTRACED | WCONTINUED)
                if result < 0 {
                    if errno == EINTR { continue }
                    return
                }
                let event: Event
                let low = status & 0x7F
                if low == 0 {
                    event = .exited((status >> 8) & 0xFF)
                } else if status & 0xFF == 0x7F {
                    event = .stopped((status >> 8) & 0xFF)
                } else if status == 0xFFFF {
                    event = .continued
                } else {
                    event = .signalled(low)
                }
                lock.withLock { events.append(event) }
                eventArrived.signal()
                if case .stopped = event { continue }
                if case .continued = event { continue }
                return
            }
        }
    }

    /// The next change of the program's state, or nil when none came within `timeout` seconds.
    public func nextEvent(timeout: Double) -> Event? {
        guard eventArrived.wait(timeout: .now() + timeout) == .success else { return nil }
        return lock.withLock { events.removeFirst() }
    }

    /// Sends `bytes` as if typed; false when the program did not take them within `timeout`
    /// seconds (the pty's input queue stayed full).
    @discardableResult
    public func type(_ bytes: [UInt8], timeout: Double = 10) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var sent = 0
        while sent < bytes.count {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return false }
            var watched = pollfd(fd: master, events: Int16(POLLOUT), revents: 0)
            guard poll(&watched, 1, Int32((deadline - now) / 1_000_000) + 1) > 0 else { continue }
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress! + sent, min(4096, $0.count - sent)) }
            if written > 0 { sent += written } else if errno != EAGAIN && errno != EINTR { return false }
        }
        return true
    }

    /// Sends `text` as if typed.
    @discardableResult
    public func type(_ text: String, timeout: Double = 10) -> Bool {
        type(Array(text.utf8), timeout: timeout)
    }

    /// Reads the program's output until `condition` holds for what was read since `start`
    /// (an index into ``output``), or `timeout` seconds passed; returns whether it held.
    @discardableResult
    public func readOutput(from start: Int = 0, timeout: Double = 5, until condition: ([UInt8]) -> Bool) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !condition(Array(output[min(start, output.count)...])) {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return false }
            var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, Int32((deadline - now) / 1_000_000) + 1) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count < 0, errno == EAGAIN || errno == EINTR { continue }
            guard count > 0 else { return condition(Array(output[min(start, output.count)...])) }
            output += buffer.prefix(count)
        }
        return true
    }

    /// Reads output until it holds `text` after `start`; returns whether it did in time.
    @discardableResult
    public func waitForOutput(_ text: String, from start: Int = 0, timeout: Double = 5) -> Bool {
        let needle = Array(text.utf8)
        return readOutput(from: start, timeout: timeout) { $0.contains(needle) }
    }

    /// Changes the terminal's size, which sends SIGWINCH to the program.
    public func resize(columns: Int, rows: Int) {
        var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    }

    /// The terminal modes as the program left them.
    public var localModes: tcflag_t {
        var attributes = termios()
        tcgetattr(slave, &attributes)
        return attributes.c_lflag
    }

    private var isHungUp = false

    /// Closes the terminal, as closing its window does.
    public func hangUp() {
        guard !isHungUp else { return }
        isHungUp = true
        close(master)
    }
}

/// `POSIX_SPAWN_SETSID` (glibc 2.26+), which Glibc's Swift module does not export.
private let posixSpawnSetsid: Int32 = 0x80
