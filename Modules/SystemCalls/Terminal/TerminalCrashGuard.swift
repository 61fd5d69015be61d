#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What the crash handler restores. A signal handler can reach no actor-isolated state, so this
/// lives in globals, written before the handlers are installed (and again only with the same
/// kind of values), and only read by the handler.
nonisolated(unsafe) private var savedAttributesForCrash = termios()
nonisolated(unsafe) private var hasSavedAttributesForCrash = false
/// Where the handler writes: the output's own non-blocking descriptor, so a crash while the
/// terminal is not reading still ends instead of hanging.
nonisolated(unsafe) private var outputDescriptorForCrash = STDOUT_FILENO
/// The bytes the handler writes, in memory allocated once and never freed: the handler may run
/// on any thread at any moment, and must not see memory that was released.
nonisolated(unsafe) private var crashBytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: TerminalCrashGuard.capacity)
nonisolated(unsafe) private var crashByteCount = 0

/// Gives the terminal back when the process crashes: a handler for the crash signals writes the
/// restoring sequences, puts the saved settings back, and lets the signal end the process.
package enum TerminalCrashGuard {
    /// The most bytes the handler writes.
    package static let capacity = 512

    /// Keeps `attributes`, `output` and `restoreBytes` (cut to ``capacity``) for the handler,
    /// and installs it for SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT and SIGTRAP.
    package static func arm(restoring attributes: TerminalAttributes, writingTo output: Int32, restoreBytes: [UInt8]) {
        savedAttributesForCrash = attributes.settings
        hasSavedAttributesForCrash = true
        outputDescriptorForCrash = output
        let count = min(restoreBytes.count, capacity)
        for index in 0..<count { crashBytes[index] = restoreBytes[index] }
        crashByteCount = count
        for crashSignal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
            signal(crashSignal, restoreTerminalAndDie)
        }
    }
}

/// The crash handler. A free function: a closure written in a main-actor type would inherit its
/// isolation, and Swift checks it when the closure is entered, which traps (SIGILL, and nothing
/// restored) whenever the signal lands on a thread other than the main one.
private func restoreTerminalAndDie(_ received: Int32) {
    // Async-signal-safe only: poll(2), write(2), tcflush(3), tcsetattr(3), signal(2), raise(3).
    writeRestoreBytesForCrash()
    // Reports already typed into the input would reach the shell: dropped, without waiting.
    tcflush(STDIN_FILENO, TCIFLUSH)
    if hasSavedAttributesForCrash { tcsetattr(STDIN_FILENO, TCSANOW, &savedAttributesForCrash) }
    signal(received, SIG_DFL)
    raise(received)
}

/// Writes the restoring bytes from the crash handler: all of them while the terminal reads, but
/// waiting at most about a second for room, so a terminal that stopped reading cannot keep a
/// crashed process alive. Async-signal-safe: poll(2) and write(2) on the non-blocking descriptor
/// (`SystemError.last` only reads errno).
private func writeRestoreBytesForCrash() {
    guard let base = crashBytes.baseAddress else { return }
    let total = crashByteCount
    var written = 0
    var waits = 0
    while written < total && waits < 10 {
        let result = writeToDescriptor(outputDescriptorForCrash, base + written, total - written)
        if result > 0 {
            written += result
            continue
        }
        if result < 0 && !SystemError.last.isRetry { return }
        var room = pollfd(fd: outputDescriptorForCrash, events: Int16(POLLOUT), revents: 0)
        _ = poll(&room, 1, 100)
        waits += 1
    }
}

/// write(2) under a name no method shadows.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
