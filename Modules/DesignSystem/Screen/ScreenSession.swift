import Resources

/// What happened to a key given to a ``ScreenSession``.
public enum KeyOutcome: Sendable, Equatable {
    /// A screen used it.
    case handled
    /// It asks the app to quit (`q` that no screen used, or Ctrl-C).
    case quit
    /// Nothing used it.
    case ignored
}

/// The part of running screens that needs no terminal: which screen gets a key, what the frame
/// looks like. The live ``ScreenHost`` and the ``HeadlessScreen`` used by tests share it, so a
/// test sees exactly what a user would.
@MainActor
public final class ScreenSession {
    /// The screen at the root.
    public private(set) var root: ViewController?

    /// The hints every screen shows after its own (`q Quit` reads `^C Quit` while a text field
    /// has the keys).
    public var globalHints: [KeyHint]

    /// The characters frames may use: with ``Charset/ascii`` every frame is cut down to ASCII.
    public var charset = Charset.unicode

    /// Accessible mode: an announcement line above the status bar names the screen or the
    /// alert on show, and each frame marks the focus for the terminal cursor.
    public var isAccessible = false

    /// Whether links go out as OSC 8; never with ``Charset/ascii`` (a Linux console prints
    /// an OSC 8 it does not know as text).
    public var showsLinks = true

    /// What the mouse does over the last frame drawn, and that frame's size.
    var lastHitRegions: [HitRegion] = []
    var lastFrameSize: Size?
    /// Whether a key or a mouse event came since the last frame, so the regions may be old.
    var areHitRegionsStale = false
    /// Where each key's hint stood in the status bar while the same screen had the keys at the
    /// same width: a hint keeps its place when a neighbour goes, so a click never lands on a
    /// hint other than the one drawn there a moment ago.
    private var hintAnchors: [String: Int] = [:]
    /// The screen the anchors belong to (weak: a screen that went away leaves none behind, and a
    /// new one at its address is another screen), and the width.
    private weak var hintAnchorsScreen: ViewController?
    private var hintAnchorsWidth = 0

    /// Creates a session with `globalHints` (by default `q Quit`).
    public init(globalHints: [KeyHint] = ScreenLayout.hostHints) {
        self.globalHints = globalHints
    }

    /// Makes `viewController` the root, with the appearance calls for both screens.
    public func setRoot(_ viewController: ViewController) {
        root?.endAppearance()
        root?.isScreenRoot = false
        root = viewController
        viewController.isScreenRoot = true
        viewController.beginAppearance()
    }

    /// The screen that gets keys now: the frontmost modal presentation, else the root.
    public var keyTarget: ViewController? {
        root?.frontmostPresentation ?? root
    }

    /// Gives `key` to the screen that should get it.
    public func handle(_ key: Key) -> KeyOutcome {
        if key == .control("c") { return .quit }
        if case .mouse(let event) = key { return handleMouse(event) }
        // A key may change what is where: a click after it in the same read looks again.
        areHitRegionsStale = true
        if keyTarget?.handle(key) == true { return .handled }
        if key == .character("q"), keyTarget === root { return .quit }
        return .ignored
    }

    /// The frame at `size`: the root, any modal presentation over it, and the status bar of the
    /// screen that has the keys.
    public func frame(size: Size) -> CellBuffer {
        guard let root else { return CellBuffer(size: size) }
        let modal = root.frontmostPresentation
        let hints = (modal ?? root).keyHints + (modal == nil ? ScreenLayout.sharedHints(globalHints, for: root) : [])
        let announcement = isAccessible ? ScreenLayout.announcement(for: root) : nil
        let hintScreen = modal ?? root.hintOwner
        if hintAnchorsScreen !== hintScreen || hintAnchorsWidth != size.width {
            hintAnchors.removeAll()
            hintAnchorsScreen = hintScreen
            hintAnchorsWidth = size.width
        }
        var frame = ScreenLayout.frame(
            content: root.body(), overlay: modal?.body(), hints: hints, size: size, announcement: announcement, hintAnchors: &hintAnchors)
        if charset == .ascii { frame = frame.asciiOnly() }
        if charset == .ascii || !showsLinks { frame.removeLinks() }
        lastHitRegions = frame.hitRegions
        lastFrameSize = size
        areHitRegionsStale = false
        return frame
    }
}
