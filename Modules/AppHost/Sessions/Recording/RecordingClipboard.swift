import DesignSystem

/// A clipboard that records what each copy did, which a replay answers with instead of copying.
@MainActor
final class RecordingClipboard: Clipboard {
    private let base: any Clipboard
    private let writer: SessionWriter
    private let clock: SessionClock

    init(_ base: any Clipboard, writer: SessionWriter, clock: SessionClock) {
        self.base = base
        self.writer = writer
        self.clock = clock
    }

    func copy(_ text: String) async -> ClipboardOutcome {
        let outcome = await base.copy(text)
        writer.enqueue(.event(SessionEvent(time: clock.seconds(), kind: .clipboard(outcome: String(describing: outcome)))))
        return outcome
    }
}
