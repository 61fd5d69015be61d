/// Runs screens without a terminal, for tests: keys go in, plain-text frames come out, through
/// the same routing and layout as the live host.
///
/// It lives in DesignSystem, not in a test-support target, as a terminal UI library ships its
/// test backend beside its real one: it is the headless twin of ``ScreenHost`` over the same
/// ``ScreenSession`` (no code path of its own to drift), and any module's tests can drive their
/// screens with it without a test-only dependency the layering would have to allow.
@MainActor
public final class HeadlessScreen {
    /// The session the screen drives.
    public let session: ScreenSession
    /// The size frames are drawn at.
    public var size: Size
    /// Whether a key asked the app to quit.
    public private(set) var didRequestQuit = false

    /// Shows `root` at `size`.
    public init(root: ViewController, size: Size, globalHints: [KeyHint] = ScreenLayout.hostHints) {
        self.session = ScreenSession(globalHints: globalHints)
        self.size = size
        session.setRoot(root)
    }

    /// Sends keys as a user would type them, in order.
    public func send(_ keys: Key...) {
        for key in keys where session.handle(key) == .quit { didRequestQuit = true }
    }

    /// Types `text`, one character key at a time.
    public func type(_ text: String) {
        for character in text { send(.character(character)) }
    }

    /// The current frame.
    public var frame: CellBuffer { session.frame(size: size) }

    /// The current frame as plain text lines, trailing spaces removed.
    public var lines: [String] { frame.plainTextLines }
}
