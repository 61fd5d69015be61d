// Darwin: `struct sigaction`'s handler is `__sigaction_u.__sa_handler` (union `__sigaction_u`,
// <sys/signal.h>); glibc calls it `__sigaction_handler.sa_handler`, musl
// `__sa_handler.sa_handler` (setHandler below). Darwin has no pipe2: the relay's pipe comes
// from ``CloseOnExec/nonBlockingPipe()``, which sets its flags with fcntl(2) there.
import Dispatch

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The write end of the relay's pipe, for the signal handler (which can reach no other state).
/// Made once, on the main actor before any handler is installed, and never closed: a handler
/// still running on another thread when a relay stops must not write into a descriptor number
/// the system has since handed to a socket.
nonisolated(unsafe) private var relayWriteEnd: Int32 = -1
/// The read end of that pipe, for the relay on the main actor; made and kept with it.
nonisolated(unsafe) private var relayReadEnd: Int32 = -1

/// The signal handler: writes the signal's number to the relay's pipe. A function of its own,
/// outside the main-actor type: a closure written in ``SignalRelay`` would inherit its main-actor
/// isolation, and Swift checks that isolation when the closure is entered, which traps whenever
/// the signal lands on a thread other than the main one.
private func relaySignalToPipe(_ received: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: received)
    _ = write(relayWriteEnd, &byte, 1)  // write(2) itself: async-signal-safe, no Swift array
    errno = savedErrno
}

/// Delivers signals to the main queue.
///
/// A handler installed with `sigaction` writes the signal's number to a pipe (one async-signal
/// safe `write`), and a read source on the main queue hands it on. Unlike ignoring a signal and
/// waiting for a dispatch signal source to register, this leaves no moment after ``start()``
/// when a signal would be lost or would still have its default effect. The read source comes
/// with ``deliver()``, which a host may call after its first frame (dispatch starts a thread for
/// the first source): a signal that comes in between waits in the pipe.
@MainActor
package final class SignalRelay {
    private let signals: [Int32]
    private let ignored: [Int32]
    private let handler: @MainActor (Int32) -> Void
    private var source: (any DispatchSourceRead)?
    /// What each signal did before ``start()``, put back by ``stop()``.
    private var previousActions: [(number: Int32, action: sigaction)] = []

    /// A relay for `signals`, each handed to `handler` on the main queue, that also ignores
    /// `ignored` while it runs.
    package init(signals: [Int32], ignoring ignored: [Int32] = [], handler: @escaping @MainActor (Int32) -> Void) {
        self.signals = signals
        self.ignored = ignored
        self.handler = handler
    }

    /// Installs the handlers: from here on every signal is kept, to be handed on by ``deliver()``.
    package func start() {
        guard Self.makePipeOnce() else { return }
        // A signal of an earlier run's last moment must not reach this one.
        discardPending()
        for number in signals {
            var action = sigaction()
            Self.setHandler(of: &action, to: relaySignalToPipe)
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var previous = sigaction()
            if sigaction(number, &action, &previous) == 0 { previousActions.append((number, previous)) }
        }
        // The whole previous action is kept (a host's handler may have flags and a mask of its
        // own), so that stop() gives it back as it was, not just its handler.
        for number in ignored {
            var previous = sigaction()
            guard sigaction(number, nil, &previous) == 0 else { continue }
            ProcessSignals.ignore([number])
            previousActions.append((number, previous))
        }
    }

    /// Hands the signals kept since ``start()``, and those to come, to the handler on the main
    /// queue. Calling it again, or after ``stop()``, does nothing.
    package func deliver() {
        guard relayReadEnd >= 0, source == nil, !previousActions.isEmpty else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: relayReadEnd, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { self.drain() } }
        self.source = source
        source.resume()
    }

    /// Puts back the handling each signal, relayed or ignored, had before ``start()`` (the
    /// default, an ignore, or a host program's own handler) and stops relaying; the pipe stays
    /// for the next run, so runs leave no descriptor behind.
    package func stop() {
        for (number, var previous) in previousActions { sigaction(number, &previous, nil) }
        previousActions = []
        source?.cancel()
        source = nil
    }

    /// The handler field is a union each C library names its own way (<sys/signal.h>).
    private static func setHandler(of action: inout sigaction, to handler: @convention(c) (Int32) -> Void) {
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #elseif canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = handler
        #endif
    }

    /// Makes the process's relay pipe the first time; false when the system has no descriptor left.
    private static func makePipeOnce() -> Bool {
        guard relayReadEnd < 0 else { return true }
        guard case .success(let ends) = CloseOnExec.nonBlockingPipe() else { return false }
        relayReadEnd = ends.read
        relayWriteEnd = ends.write
        return true
    }

    /// Whether a signal waits in the pipe, unread (for tests).
    package var hasKeptSignal: Bool {
        relayReadEnd >= 0 && Descriptor.hasInput(relayReadEnd)
    }

    private func discardPending() {
        Descriptor.discardInput(relayReadEnd)
    }

    private func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            guard case .success(let count) = bytes.withUnsafeMutableBytes({ Descriptor.read(relayReadEnd, into: $0) }), count > 0 else { return }
            for byte in bytes.prefix(count) { handler(Int32(byte)) }
        }
    }
}
