import DesignSystem
import Resources

/// Copies a screen's link with `y` and words the outcome for its status line: which way the
/// link went, so "copied" is never said where the terminal may have refused.
///
/// The link copied is the app's own (`ribs-training://post/7`, `ribs-training://books/3`): the
/// posts and books have no web page of their own (the offline backend and the bundled
/// catalogue have no address at all), and this link reopens the same screen with
/// `MainCLI open`. It goes out only if ``DeepLinkParser`` reads it back to the same link, which
/// also holds it to printable ASCII; OSC 52 then carries it in base64.
@MainActor
public final class LinkCopier {
    private let clipboard: any Clipboard

    /// A copier that copies to `clipboard`.
    public init(clipboard: any Clipboard) {
        self.clipboard = clipboard
    }

    /// Copies `link`; returns the status line that says what became of it.
    public func copy(_ link: DeepLink) async -> String {
        let text = link.text
        guard (try? DeepLinkParser().parse(text)) == link else { return R.string.copy.noLink() }
        return Self.message(for: await clipboard.copy(text))
    }

    /// The status line for `outcome`.
    public static func message(for outcome: ClipboardOutcome) -> String {
        switch outcome {
        case .copied(let tool): R.string.copy.copied(tool)
        case .sentToTerminal: R.string.copy.sentToTerminal()
        case .tooLong(let bytes, let limit): R.string.copy.tooLong(bytes, limit)
        case .toolFailed(let tool): R.string.copy.toolFailed(tool)
        case .toolTimedOut(let tool): R.string.copy.toolTimedOut(tool)
        case .unavailable: R.string.copy.unavailable(SystemClipboard.osc52Variable)
        }
    }
}
