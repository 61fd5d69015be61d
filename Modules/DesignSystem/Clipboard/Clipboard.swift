/// Somewhere text can be copied to for the user to paste: the system's clipboard through its
/// tool, or the terminal's through OSC 52. Tests give screens a recording one.
@MainActor
public protocol Clipboard: AnyObject {
    /// Copies `text`, and says which way it went, or why it did not.
    func copy(_ text: String) async -> ClipboardOutcome
}
