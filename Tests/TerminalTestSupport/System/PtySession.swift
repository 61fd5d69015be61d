// TerminalTestSupport's room for the operating system: the pty, the spawn, the wait statuses
// and where the built products are. Only this folder imports the C library.
//
// What differs on Darwin (macOS), and where a reviewer can check it without a Mac:
// - A pty comes from posix_openpt(3), grantpt(3), unlockpt(3) and ptsname(3) (the slave is
//   /dev/ttysNNN). Glibc's Swift module hides those four, so Linux opens /dev/ptmx and uses the
//   ioctls they wrap (asm-generic numbers of TIOCSPTLCK and TIOCGPTN).
// - The program's controlling terminal: xnu's posix_spawn opens the file actions' files
//   (bsd/kern/kern_exec.c, exec_handle_file_actions) before it applies POSIX_SPAWN_SETSID, so a
//   spawned session leader never gets the pty as its controlling terminal there (bsd/kern/tty.c,
//   TIOCSCTTY: EPERM to a process that does not lead its session yet). So on both systems the
//   spawned program is PtySessionLeader (a product built with the tests), which calls setsid(2),
//   takes the pty with TIOCSCTTY and execs the program; the pty is opened with O_NOCTTY before.
// - `posix_spawnattr_t` and `posix_spawn_file_actions_t` are opaque pointers on Darwin
//   (<spawn.h>) and structs on glibc: each is declared per system before its _init.
// - A continued child's wait status is 0x137F on Darwin (_WSTOPPED with SIGCONT's 19,
//   <sys/wait.h>) and 0xFFFF on Linux; the other statuses share the traditional layout
//   (WaitStatus.swift). The macros themselves are not visible from Swift on Linux.
// - The built products: Linux reads /proc/self/exe; Darwin has no /proc, and `swift test` runs
//   the tests from an .xctest bundle (Contents/MacOS) inside the products directory, found with
//   dladdr(3) (BuiltProducts.swift).
// - The child keeps only its pty: POSIX_SPAWN_CLOEXEC_DEFAULT (Darwin's posix_spawnattr_setflags(3))
//   closes every descriptor the file actions do not name; glibc (2.34 and later) has
//   posix_spawn_file_actions_addclosefrom_np(3) instead, looked up by name (its Swift module leaves it out).
// - The end of a session leader: xnu's proc_exit (bsd/kern/kern_exit.c, "drain controlling
//   terminal and revoke access") waits in ttywait (bsd/kern/tty.c) until the terminal's pending
//   output has been read, with no timeout for a pty (t_timeout stays 0) and deaf to signals (an
//   exiting process gets none, bsd/kern/kern_sig.c), and only then revokes the terminal. So the
//   wait for the program's end reads the master meanwhile, as Linux needs too for a program that
//   is still blocked writing to a full pty.
// - The revoke makes every open descriptor of the slave dead (tcgetattr fails), and ttyclose
//   flushes the input. The modes are read through the master: xnu answers TIOCGETA there from the
//   same tty once the slave has been opened (bsd/kern/tty_dev.c, ptyioctl, then ttioctl_locked),
//   Linux from the slave's tty (tty_mode_ioctl takes tty->link for a master). Reopening the slave
//   is no way out: ptsopen resets the modes of a pty no one has open.
import Dispatch
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

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

    /// When the terminal reads what the program writes, and how it answers the program's queries.
    public enum Answering: Sendable, Equatable {
        /// Reads only while the test waits for output, answering the status query then; a
        /// test that stops reading plays a terminal that stopped reading.
        case whenRead
        /// Reads all the time, on a thread of its own, and answers the status query (DSR 5), the
        /// background query (OSC 11) and mode queries (DECRQM, see ``modeStates``) the moment it
        /// reads them, as xterm does.
        case atOnce
        /// Reads all the time, and answers each query `seconds` after it read it (a terminal
        /// over a slow link).
        case late(seconds: Double)
        /// Reads all the time, and answers no query (tmux with no client attached).
        case never
    }

    public let pid: pid_t
    public let master: Int32
    /// How this terminal reads and answers (see ``Answering``).
    public let answering: Answering
    /// The background this terminal reports when asked (OSC 11), as xterm writes it.
    public let background: String
    /// What this terminal answers to DECRQM (`ESC [ ? Pd $ p`) about each mode: the `Ps` of its
    /// answer `ESC [ ? Pd ; Ps $ y` (1 set, 2 reset, 3 permanently set, 4 permanently reset); a
    /// mode not listed is answered 0, not recognised. Answered as ``answering`` says, by the
    /// terminals that read all the time (not ``Answering/whenRead``).
    public let modeStates: [Int: Int]
    /// Whether this terminal has the kitty keyboard protocol; it answers DA1 either way, except
    /// for ``Answering/whenRead`` (see ``KittyKeyboardTerminal``).
    private var kittyKeyboard: KittyKeyboardTerminal
    /// Whether the session answers the status query (DSR 5, `ESC [ 5 n`) as every terminal does,
    /// with `ESC [ 0 n`, when it reads the query in the program's output; on unless a test plays a
    /// terminal that does not answer. For ``Answering/whenRead`` only: the others answer as their
    /// case says.
    public var answersStatusQueries = true
    /// How far the output was searched for queries.
    private var searchedForQueries = 0
    private let slave: Int32
    private let lock = NSLock()
    private var events: [Event] = []
    private let eventArrived = DispatchSemaphore(value: 0)
    /// The output read so far, guarded by ``outputLock`` (the reading thread of a terminal that
    /// reads all the time appends to it while the test looks).
    private var storedOutput: [UInt8] = []
    private let outputLock = NSCondition()
    /// Everything the program wrote so far (as far as the terminal read it: for
    /// ``Answering/whenRead``, as far as ``readOutput(from:timeout:until:)`` read it).
    public var output: [UInt8] { outputLock.withLock { storedOutput } }

    /// Starts `executable` with `arguments` on a pty of `columns` x `rows`, with `environment`
    /// added to a small fixed environment (TERM=xterm-256color, the PATH of this process, no
    /// backtracer).
    /// `answering` says when the terminal reads and answers queries, `background` what it says
    /// its background is.
    public init(
        executable: String, arguments: [String] = [], environment: [String: String] = [:], columns: Int = 80, rows: Int = 24,
        answering: Answering = .whenRead, background: String = "rgb:ffff/ffff/ffff", modeStates: [Int: Int] = [:],
        kittyKeyboard: KittyKeyboardSupport = .absent
    ) throws {
        self.answering = answering
        self.background = background
        self.modeStates = modeStates
        self.kittyKeyboard = KittyKeyboardTerminal(support: kittyKeyboard)
        // The program that makes the pty the controlling terminal, then becomes `executable`.
        let leader = BuiltProducts.path(of: "PtySessionLeader")
        guard access(leader, X_OK) == 0 else {
            throw Failure(description: "\(leader) is missing: a test target that runs pty sessions depends on PtySessionLeader")
        }
        // Said here, as posix_spawn said it before: the leader's own exec failure only reaches the pty.
        guard access(executable, X_OK) == 0 else { throw Failure(description: "cannot start \(executable): errno \(errno)") }
        // Non-blocking, so neither typing nor reading can hang a test; both wait with poll and a deadline.
        let (master, slavePath) = try Self.openPty()
        self.master = master
        slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
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
        // Default signal handling and an empty signal mask, whatever the test runner uses itself.
        // No POSIX_SPAWN_SETSID: PtySessionLeader makes the session, after the pty is open.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR | O_NOCTTY, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Nothing else of the test runner's: a descriptor it has open without close-on-exec (the
        // pipe of a process another test is starting at this moment, say) would stay open in a
        // child that lives for the whole test, and that other test would wait for its EOF for ever.
        #if canImport(Darwin)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_CLOEXEC_DEFAULT))
        #else
            if let closeFrom = Self.addCloseFrom { _ = closeFrom(&actions, 3) }
        #endif

        // No backtracer in the child: a crash there is either what a test provokes or a failure
        // the test reports by the signal, and Swift's backtracer would hold each for up to 30 s.
        var fullEnvironment = [
            "TERM": "xterm-256color", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "SWIFT_BACKTRACE": "enable=no",
        ]
        fullEnvironment.merge(environment) { $1 }
        let argv = ([leader, executable] + arguments).map { strdup($0) } + [nil]
        let envp = fullEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, leader, &actions, &attributes, argv, envp)
        guard status == 0 else { throw Failure(description: "cannot start \(executable): \(status)") }
        pid = child
        watchChild()
        if answering != .whenRead { readAllTheTime() }
    }

    deinit {
        kill(pid, SIGKILL)
        if !isHungUp { close(master) }
        close(slave)
    }

    #if !canImport(Darwin)
        private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
        /// posix_spawn_file_actions_addclosefrom_np from the C library, looked up by name: Glibc's
        /// Swift module leaves it out; nil before glibc 2.34 (or on musl).
        private static let addCloseFrom: AddCloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
            unsafeBitCast($0, to: AddCloseFrom.self)
        }
    #endif

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
                switch WaitStatus(status) {
                case .exited(let code): event = .exited(code)
                case .stopped(let signal): event = .stopped(signal)
                case .continued: event = .continued
                case .signalled(let signal): event = .signalled(signal)
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
    /// The output is read meanwhile (as ``readOutput(from:timeout:until:)`` does, so ``output``
    /// keeps it), as a terminal window reads: a program blocked on a full pty cannot exit, and
    /// on macOS a session leader cannot finish exiting while its output is unread. With
    /// `readingOutput` false the session plays a terminal that stopped reading.
    public func nextEvent(timeout: Double, readingOutput: Bool = true) -> Event? {
        let deadline = DispatchTime.now() + timeout
        // A terminal that reads all the time reads meanwhile on its own thread.
        var reading = readingOutput && !isHungUp && answering == .whenRead
        while reading {
            if eventArrived.wait(timeout: .now()) == .success { return takeEvent() }
            let now = DispatchTime.now()
            guard now < deadline else { return nil }
            // A few milliseconds at a time, so an event is seen soon after it comes.
            reading = readAvailableOutput(waitingAtMost: min(0.005, Double(deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1e9))
        }
        guard eventArrived.wait(timeout: deadline) == .success else { return nil }
        return takeEvent()
    }

    private func takeEvent() -> Event {
        lock.withLock { events.removeFirst() }
    }

    /// Reads what the program wrote, waiting up to `seconds` for it; false once the master has
    /// nothing more to give (end of file or an error: the slave side is closed everywhere).
    private func readAvailableOutput(waitingAtMost seconds: Double) -> Bool {
        var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&watched, 1, Int32(seconds * 1000))
        guard ready > 0 else { return ready == 0 || errno == EINTR }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return count < 0 && (errno == EAGAIN || errno == EINTR) }
        let queries = append(buffer.prefix(count))
        if answersStatusQueries { for _ in 0..<queries.status { type(Self.statusReply, timeout: 1) } }
        return true
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

    /// Sends `bytes` as if typed, unless the terminal has already read `marker` in the output;
    /// returns whether it sent them. The check and the send are one step for a terminal that
    /// reads all the time, as they are in a real one, which never sends input that was meant to
    /// come before output it has read (a mouse report after the sequence that turned reports
    /// off, or after its answer to the status query that followed it).
    public func type(_ bytes: [UInt8], unlessOutputContains marker: [UInt8], timeout: Double = 1) -> Bool {
        outputLock.lock()
        defer { outputLock.unlock() }
        guard storedOutput.firstRange(of: marker) == nil else { return false }
        // Held while writing: the reading thread reads on, but adds what it read, and answers,
        // only after these bytes are in the terminal's input.
        return type(bytes, timeout: timeout)
    }

    /// Reads the program's output until `condition` holds for what was read since `start`
    /// (an index into ``output``), or `timeout` seconds passed; returns whether it held. A
    /// terminal that reads all the time is waited for instead.
    @discardableResult
    public func readOutput(from start: Int = 0, timeout: Double = 5, until condition: ([UInt8]) -> Bool) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        guard answering == .whenRead else { return waitForReadOutput(from: start, deadline: deadline, until: condition) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !condition(outputSince(start)) {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return false }
            var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, Int32((deadline - now) / 1_000_000) + 1) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count < 0, errno == EAGAIN || errno == EINTR { continue }
            guard count > 0 else { return condition(outputSince(start)) }
            let queries = append(buffer.prefix(count))
            if answersStatusQueries { for _ in 0..<queries.status { type(Self.statusReply, timeout: 1) } }
        }
        return true
    }

    private func outputSince(_ start: Int) -> [UInt8] {
        outputLock.withLock { Array(storedOutput[min(start, storedOutput.count)...]) }
    }

    /// Waits until the reading thread has read output that satisfies `condition`.
    private func waitForReadOutput(from start: Int, deadline: UInt64, until condition: ([UInt8]) -> Bool) -> Bool {
        outputLock.lock()
        defer { outputLock.unlock() }
        while true {
            // The condition is the test's own code, not a call out: it only looks at the bytes.
            if condition(Array(storedOutput[min(start, storedOutput.count)...])) { return true }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return false }
            _ = outputLock.wait(until: Date(timeIntervalSinceNow: Double(deadline - now) / 1e9))
        }
    }

    /// The queries a read held: status queries and background queries, counted, and the
    /// answers to the kitty keyboard and DA1 queries, in order.
    private struct Queries {
        var status = 0
        var background = 0
        /// The modes asked about with DECRQM, in the order asked.
        var modes: [Int] = []
        var keyboard: [UInt8] = []
    }

    /// The start of DECRQM, `ESC [ ?`, then the mode's digits and `$ p`.
    private static let modeQueryStart = Array("\u{1B}[?".utf8)

    /// The DECRQM query at the start of `bytes`: its mode and length; `.partial` when `bytes`
    /// may be its start, cut by the end of the read.
    private enum ModeQueryMatch {
        case query(mode: Int, length: Int)
        case partial
        case none
    }

    private static func modeQuery(at bytes: ArraySlice<UInt8>) -> ModeQueryMatch {
        guard bytes.count > modeQueryStart.count else { return modeQueryStart.starts(with: bytes) ? .partial : .none }
        guard bytes.starts(with: modeQueryStart) else { return .none }
        var index = bytes.startIndex + modeQueryStart.count
        var mode = 0
        var digits = 0
        while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), digits < 6 {
            mode = mode * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        guard digits > 0 else { return index == bytes.endIndex ? .partial : .none }
        let ending = Array("$p".utf8)
        let rest = bytes[index...]
        if rest.starts(with: ending) { return .query(mode: mode, length: index + ending.count - bytes.startIndex) }
        return rest.count < ending.count && ending.starts(with: rest) ? .partial : .none
    }

    /// The kitty keyboard flags in force on the screen shown now, as far as the terminal read.
    public var kittyFlagsInForce: Int { outputLock.withLock { kittyKeyboard.flagsInForce } }
    /// The kitty keyboard entries pushed on either screen and not popped: 0 when the program
    /// left none set.
    public var kittyEntriesLeft: Int { outputLock.withLock { kittyKeyboard.entriesLeft } }

    private static let statusQuery = Array("\u{1B}[5n".utf8)
    private static let statusReply = Array("\u{1B}[0n".utf8)
    /// OSC 11 with `?`, up to the terminator (ST or BEL), which the answer repeats.
    private static let backgroundQuery = Array("\u{1B}]11;?".utf8)

    /// Adds `bytes` to the output and counts the queries not counted before.
    private func append(_ bytes: some Collection<UInt8>) -> Queries {
        outputLock.lock()
        storedOutput += bytes
        var queries = Queries()
        queries.keyboard = kittyKeyboard.read(bytes)
        let longest = max(Self.statusQuery.count, Self.backgroundQuery.count)
        var index = max(0, searchedForQueries)
        while index < storedOutput.count {
            if storedOutput[index...].starts(with: Self.statusQuery) {
                queries.status += 1
                index += Self.statusQuery.count
            } else if storedOutput[index...].starts(with: Self.backgroundQuery) {
                queries.background += 1
                index += Self.backgroundQuery.count
            } else if case .query(let mode, let length) = Self.modeQuery(at: storedOutput[index...]) {
                queries.modes.append(mode)
                index += length
            } else if case .partial = Self.modeQuery(at: storedOutput[index...]) {
                break
            } else if storedOutput.count - index < longest,
                Self.statusQuery.starts(with: storedOutput[index...]) || Self.backgroundQuery.starts(with: storedOutput[index...])
            {
                // Maybe the start of a query whose rest comes with the next read.
                break
            } else {
                index += 1
            }
        }
        searchedForQueries = index
        outputLock.broadcast()
        outputLock.unlock()
        return queries
    }

    /// Reads the program's output on a thread of its own for as long as the session lives, and
    /// answers its queries as ``answering`` says.
    private func readAllTheTime() {
        let master = master
        Thread.detachNewThread { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                // Held only for this turn: a session let go of ends the loop at the next one.
                guard let self else { return }
                // The master is looked at only while it cannot be closed (``hangUp()``), so the
                // number is never read after the system gave it to another test's file.
                self.masterLock.lock()
                guard !self.isHungUp else {
                    self.masterLock.unlock()
                    return
                }
                var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                let count = poll(&watched, 1, 20) > 0 ? buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) } : 0
                let failed = count < 0 && errno != EAGAIN && errno != EINTR
                self.masterLock.unlock()
                // EIO once the program and every other holder of the slave closed it: wait for more.
                if failed { usleep(20_000) }
                guard count > 0 else { continue }
                self.answer(self.append(buffer.prefix(count)))
            }
        }
    }

    private func answer(_ queries: Queries) {
        let backgroundReply = Array("\u{1B}]11;\(background)\u{1B}\\".utf8)
        var reply: [UInt8] = []
        for _ in 0..<queries.status { reply += Self.statusReply }
        for _ in 0..<queries.background { reply += backgroundReply }
        for mode in queries.modes { reply += Array("\u{1B}[?\(mode);\(modeStates[mode] ?? 0)$y".utf8) }
        reply += queries.keyboard
        guard !reply.isEmpty else { return }
        let answer = reply
        switch answering {
        case .whenRead, .never:
            return
        case .atOnce:
            type(answer, timeout: 1)
        case .late(let seconds):
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in self?.type(answer, timeout: 1) }
        }
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

    /// Whether the terminal is in cooked mode as the program left it: line editing and echo on.
    /// False when the modes cannot be read.
    public var isCooked: Bool {
        guard let modes = localModes else { return false }
        return modes & tcflag_t(ICANON) != 0 && modes & tcflag_t(ECHO) != 0
    }

    /// Whether the terminal is in raw mode as the program left it: line editing and echo off.
    /// False when the modes cannot be read.
    public var isRaw: Bool {
        guard let modes = localModes else { return false }
        return modes & tcflag_t(ICANON | ECHO) == 0
    }

    /// Whether Ctrl-C and Ctrl-Z make signals (ISIG), as the program left the terminal. False
    /// when the modes cannot be read.
    public var makesSignals: Bool {
        guard let modes = localModes else { return false }
        return modes & tcflag_t(ISIG) != 0
    }

    /// The input the program left unread: what a shell started after it would read first. Read
    /// off the slave side with line editing off for the moment (a partial line is otherwise held
    /// back from readers), then the program's modes are put back. Nil when the slave cannot be
    /// read: on macOS once the session leader has exited (see the top of the file), so a test
    /// that looks after the program's end keeps a shell alive past it.
    public func takeUnreadInput() -> [UInt8]? {
        var saved = termios()
        guard tcgetattr(slave, &saved) == 0 else { return nil }
        var immediate = saved
        immediate.c_lflag &= ~tcflag_t(ICANON)
        withUnsafeMutableBytes(of: &immediate.c_cc) { characters in
            characters[Int(VMIN)] = 0
            characters[Int(VTIME)] = 0
        }
        tcsetattr(slave, TCSANOW, &immediate)
        defer { tcsetattr(slave, TCSANOW, &saved) }
        var unread: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(slave, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            unread += buffer.prefix(count)
        }
        return unread
    }

    /// The local modes (c_lflag), read through the master, which outlives the program on every
    /// system (see the top of the file); nil when they cannot be read, so that a failed read is
    /// never taken for modes that are all off.
    private var localModes: tcflag_t? {
        guard !isHungUp else { return nil }
        var attributes = termios()
        guard tcgetattr(master, &attributes) == 0 else { return nil }
        return attributes.c_lflag
    }

    /// A new pty: its master, non-blocking and closed on exec, and the slave's path.
    private static func openPty() throws -> (Int32, String) {
        #if canImport(Darwin)
            let master = posix_openpt(O_RDWR | O_NOCTTY)
            guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
                throw Failure(description: "no pty: errno \(errno)")
            }
            _ = fcntl(master, F_SETFD, FD_CLOEXEC)
            _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
            return (master, String(cString: name))
        #else
            let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
            // posix_openpt, unlockpt and ptsname are not visible from Swift's Glibc module; these are
            // the ioctls they use on Linux (asm-generic numbers: TIOCSPTLCK, TIOCGPTN).
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
                throw Failure(description: "no pty: errno \(errno)")
            }
            return (master, "/dev/pts/\(number)")
        #endif
    }

    private var isHungUp = false
    /// Held while the master is closed, and by the reading thread while it reads it.
    private let masterLock = NSLock()

    /// Closes the terminal, as closing its window does.
    public func hangUp() {
        masterLock.lock()
        defer { masterLock.unlock() }
        guard !isHungUp else { return }
        isHungUp = true
        close(master)
    }
}
