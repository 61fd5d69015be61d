import Dispatch
import SystemCalls

/// The terminal's output: writes that never block the event loop.
///
/// It writes through its own open file description of the terminal with `O_NONBLOCK` set, so the
/// descriptor the shell shares with the app stays blocking. Bytes the terminal does not take at
/// once wait here and go out as it drains. The screen host sends no new frame while bytes wait
/// and draws the latest state once they went out (a frame is a state, not a log), so a terminal
/// that stops reading holds at most one frame here, and signals are still acted on at once.
@MainActor
public final class TerminalOutput {
    /// The descriptor written to: non-blocking where the terminal could be opened again.
    let descriptor: Int32
    private var pending: [UInt8] = []
    private var sent = 0
    private var writeSource: (any DispatchSourceWrite)?

    /// Called once all waiting bytes went out.
    var onDrained: (@MainActor () -> Void)?

    /// Creates the output for the terminal on `descriptor` (standard output, 1, by default).
    public init(descriptor: Int32 = 1) {
        // A fresh open of the same terminal gets its own file status flags; if that fails (no
        // name), writing to the shared descriptor still works, only without the guarantee.
        self.descriptor = TerminalCalls.openAgain(descriptor, forWriting: true) ?? descriptor
    }

    /// Whether bytes wait for the terminal to read them.
    public var hasPendingBytes: Bool { sent < pending.count }

    /// Writes `bytes` now, or as soon as the terminal reads, after any bytes still waiting.
    public func send(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        if hasPendingBytes {
            pending.append(contentsOf: bytes)
            return
        }
        pending = bytes
        sent = 0
        writePending()
        if hasPendingBytes { watchForRoom() }
    }

    /// Writes `bytes`, waiting for the terminal at most `milliseconds`; whatever did not go out
    /// by then is dropped. For leaving (quitting, suspending), when a bounded wait is right.
    ///
    /// The rest of a frame still waiting is dropped first: it draws on the screen being left,
    /// and behind it a slow terminal could take longer than the wait, so the bytes that give
    /// the terminal back would be the ones lost. Only when a frame was cut, CAN goes before
    /// them, to end an escape sequence the terminal may be in the middle of (ECMA-48; xterm
    /// ignores it outside one).
    public func flush(then bytes: [UInt8], timeout milliseconds: Int) {
        pending = hasPendingBytes ? [Self.cancel] + bytes : bytes
        sent = 0
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(milliseconds) * 1_000_000
        while true {
            writePending()
            let now = DispatchTime.now().uptimeNanoseconds
            guard hasPendingBytes, now < deadline else { break }
            _ = Descriptor.wait(descriptor, for: .writable, milliseconds: Int32(max(1, (deadline - now) / 1_000_000)))
        }
        pending = []
        sent = 0
        writeSource?.cancel()
        writeSource = nil
    }

    /// CAN (0x18): ends an escape sequence a terminal is reading.
    private static let cancel: UInt8 = 0x18

    private func writePending() {
        writing: while sent < pending.count {
            let written = pending.withUnsafeBytes { raw in
                Descriptor.write(descriptor, UnsafeRawBufferPointer(rebasing: raw[sent...]))
            }
            switch written {
            case .success(let count) where count > 0: sent += count
            case .failure(let error) where error.isWouldBlock: return
            // The terminal is gone (EIO after a hang-up) or broken: nothing more can be shown.
            default: break writing
            }
        }
        pending = []
        sent = 0
    }

    private func watchForRoom() {
        guard writeSource == nil else { return }
        let source = DispatchSource.makeWriteSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { self.terminalHasRoom() } }
        writeSource = source
        source.resume()
    }

    private func terminalHasRoom() {
        writePending()
        guard !hasPendingBytes else { return }
        writeSource?.cancel()
        writeSource = nil
        onDrained?()
    }
}
