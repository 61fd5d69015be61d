// The probe's room for the operating system: its log file, its descriptor count, its spare
// thread, its signal dispositions, its input and its exit. Only this folder imports the C library.
//
// What differs on Darwin (macOS), and where a reviewer can check it without a Mac:
// - No /proc: the open descriptors are counted in /dev/fd (fd(4)), which Linux has too but
//   where /proc/self/fd is the kernel's own view.
// - A thread names itself with pthread_setname_np(3) taking only the name (<pthread.h>);
//   Linux writes /proc/thread-self/comm, which the tests read back.
// - `pthread_t` is an optional pointer on Darwin and an integer on Linux (<sys/_pthread/_pthread_t.h>).
import TerminalTestSupport

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The calls the probe makes on the system, named once for every system.
enum ProbeSystem {
    /// Opens `path` for appending (emptied first when `truncating`); -1 when it cannot.
    static func openLog(_ path: String, truncating: Bool) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (truncating ? O_TRUNC : 0), 0o644)
    }

    /// Writes `text` to `descriptor` in one call, as the log's readers expect whole lines.
    static func write(_ text: String, to descriptor: Int32) {
        _ = Array(text.utf8).withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
    }

    /// Closes `descriptor`.
    static func close(_ descriptor: Int32) {
        _ = closeDescriptor(descriptor)
    }

    /// Says `message` on standard error and exits with status 2.
    static func fail(_ message: String) -> Never {
        write("ScreenHostProbe: \(message)\n", to: STDERR_FILENO)
        exit(2)
    }

    /// Ends the process with `status`.
    static func exit(_ status: Int32) -> Never {
        exitProcess(status)
    }

    /// Makes standard input /dev/null, so the host finds no terminal to take.
    static func readInputFromNull() {
        let null = open("/dev/null", O_RDONLY)
        guard null >= 0, dup2(null, STDIN_FILENO) >= 0 else { fail("cannot read from /dev/null") }
        _ = closeDescriptor(null)
    }

    /// How the process handles each signal the screen host relays or ignores while it runs:
    /// `INT:default TERM:handled …`, in a fixed order.
    static func signalDispositions() -> String {
        let signals: [(name: String, number: Int32)] = [
            ("INT", SIGINT), ("TERM", SIGTERM), ("HUP", SIGHUP), ("QUIT", SIGQUIT), ("WINCH", SIGWINCH), ("TSTP", SIGTSTP),
            ("CONT", SIGCONT), ("USR1", SIGUSR1), ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("PIPE", SIGPIPE), ("TTIN", SIGTTIN),
        ]
        return signals.map { "\($0.name):\(SignalDisposition.of($0.number))" }.joined(separator: " ")
    }

    /// The number of descriptors open in this process: the entries of /proc/self/fd, or of
    /// /dev/fd where there is no /proc. Both lists hold the one the listing itself opened.
    static func openDescriptorCount() -> Int {
        guard let directory = opendir("/proc/self/fd") ?? opendir("/dev/fd") else { return -1 }
        defer { closedir(directory) }
        var count = 0
        while readdir(directory) != nil { count += 1 }
        return count
    }

    /// Starts the idle thread named "spare" and waits until it is named, so the name is there
    /// before the first frame.
    static func startSpareThread() {
        guard pipe(&spareThreadReady) == 0 else { return }
        #if canImport(Darwin)
            var thread: pthread_t? = nil
        #else
            var thread = pthread_t()
        #endif
        guard pthread_create(&thread, nil, idleForever, nil) == 0 else { return }
        var byte: UInt8 = 0
        _ = read(spareThreadReady[0], &byte, 1)
    }
}

/// Written by the spare thread once it has its name; the main thread waits for that byte.
nonisolated(unsafe) private var spareThreadReady: [Int32] = [-1, -1]

/// The spare thread's body: a function of its own, since a closure written in the main-actor
/// type would check for the main actor on this thread and trap. Its argument is a non-optional
/// pointer on Darwin, where Swift sees pthread.h's compatibility declaration of pthread_create
/// (Modules/SystemCalls/Threads/ThreadStarter.swift says why), and an optional one on Linux.
#if canImport(Darwin)
    private func idleForever(_: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        idleAsSpare()
    }
#else
    private func idleForever(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        idleAsSpare()
    }
#endif

/// Names this thread "spare", unblocks every signal, says it is ready and idles for ever.
private func idleAsSpare() -> Never {
    var none = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, nil)
    #if canImport(Darwin)
        pthread_setname_np("spare")
    #else
        let name = open("/proc/thread-self/comm", O_WRONLY)
        if name >= 0 {
            _ = write(name, "spare", 5)
            close(name)
        }
    #endif
    var byte: UInt8 = 1
    _ = write(spareThreadReady[1], &byte, 1)
    while true { pause() }
}

private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

private func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
