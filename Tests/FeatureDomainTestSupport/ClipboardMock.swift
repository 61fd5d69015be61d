import DesignSystem

/// A clipboard that records what it was asked to copy and answers with ``outcome``, so tests
/// check what `y` copies without touching the user's clipboard.
@MainActor
public final class ClipboardMock: Clipboard {
    /// The texts copied, in order.
    public private(set) var copied: [String] = []
    /// What every copy answers.
    public var outcome: ClipboardOutcome

    /// A clipboard answering `outcome` (by default, copied with a tool named `fake-copy`).
    public init(outcome: ClipboardOutcome = .copied(tool: "fake-copy")) {
        self.outcome = outcome
    }

    public func copy(_ text: String) async -> ClipboardOutcome {
        copied.append(text)
        return outcome
    }
}
