import Dispatch
import Glibc

/// The write end of the relay's pipe, for the signal handler (which can reach no other state).
nonisolated(unsafe) private var relayWriteEnd: Int32 = -1

/// The signal handler: writes the signal's number to the relay's pipe. A function of its own,
/// outside the main-actor type: a closure written in ``SignalRelay`` would inherit its main-actor
/// isolation, and Swift checks that isolation when the closure is entered, which traps whenever
/// the signal lands on a thread other than the main one.
private func relaySignalToPipe(_ received: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: received)
    _ = write(relayWriteEnd, &byte, 1)
    errno = savedErrno
}

/// Delivers signals to the main queue.
///
/// A handler installed with `sigaction` writes the signal's number to a pipe (one async-signal
/// safe `write`), and a read source on the main queue hands it on. Unlike ignoring a signal and
/// waiting for a dispatch signal source to register, this leaves no moment after ``start()``
/// when a signal would be lost or would still have its default effect.
@MainActor
final class SignalRelay {
    private let signals: [Int32]
    private let handler: @MainActor (Int32) -> Void
    private var readEnd: Int32 = -1
    private var source: (any DispatchSourceRead)?

    /// A relay for `signals`, each handed to `handler` on the main queue.
    init(signals: [Int32], handler: @escaping @MainActor (Int32) -> Void) {
        self.signals = signals
        self.handler = handler
    }

    /// Installs the handlers.
    func start() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        relayWriteEnd = ends[1]
        let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { self.drain() } }
        // The read end may close only once the source has let go of it.
        let readEnd = readEnd
        source.setCancelHandler { close(readEnd) }
        self.source = source
        source.resume()
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = relaySignalToPipe
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// Puts the default handling back, stops relaying and closes the pipe.
    func stop() {
        for number in signals { signal(number, SIG_DFL) }
        // The handler is gone, so nothing writes to the pipe any more; a signal that was being
        // handled on another thread just now writes to -1 and fails harmlessly.
        let writeEnd = relayWriteEnd
        relayWriteEnd = -1
        if writeEnd >= 0 { close(writeEnd) }
        source?.cancel()
        source = nil
        readEnd = -1
    }

    private func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = bytes.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            for byte in bytes.prefix(count) { handler(Int32(byte)) }
        }
    }
}
