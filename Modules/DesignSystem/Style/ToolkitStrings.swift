import Resources

/// The toolkit's own words: the hints it adds to the status bar, the message for a terminal too
/// small to draw in, and the markers of a scrolled area.
///
/// Every requirement has an English default, so a table names only the words it changes:
///
/// ```swift
/// struct GermanWords: ToolkitStrings {
///     var quit: String { "Beenden" }
/// }
/// ```
///
/// The words are read each time they are drawn, so a table may follow a language that changes.
public protocol ToolkitStrings: Sendable {
    /// The label of the hint for the key that quits (`q`, or `^C` while a text field has the keys).
    var quit: String { get }
    /// The label of the hint for the arrows that move between an alert's buttons.
    var move: String { get }
    /// The sentence drawn instead of a screen when the terminal is smaller than the screens need.
    func terminalTooSmall(size: Size, minimum: Size) -> String
    /// The short form drawn where that sentence does not fit.
    func terminalTooSmallShort(minimum: Size) -> String
    /// The marker in the last column of a scrolled area with more above; one column wide.
    var moreAbove: String { get }
    /// The marker in the last column of a scrolled area with more below; one column wide.
    var moreBelow: String { get }
    /// The announcement line's words for an alert on screen (accessible mode), from its title.
    func alertAnnouncement(title: String) -> String
}

extension ToolkitStrings {
    /// "Quit".
    public var quit: String { "Quit" }
    /// "Move".
    public var move: String { "Move" }
    /// "The terminal is too small (W×H). Make it at least W×H."
    public func terminalTooSmall(size: Size, minimum: Size) -> String {
        "The terminal is too small (\(size.width)×\(size.height)). Make it at least \(minimum.width)×\(minimum.height)."
    }
    /// "Needs W×H".
    public func terminalTooSmallShort(minimum: Size) -> String { "Needs \(minimum.width)×\(minimum.height)" }
    /// "↑".
    public var moreAbove: String { "↑" }
    /// "↓".
    public var moreBelow: String { "↓" }
    /// "Alert: TITLE".
    public func alertAnnouncement(title: String) -> String { "Alert: \(title)" }
}

/// The toolkit's English words, as the defaults of ``ToolkitStrings`` give them.
public struct EnglishToolkitStrings: ToolkitStrings {
    /// The English words.
    public init() {}
}

/// The Resources module's words, in the language of `R.language` when drawn.
struct ResourcesToolkitStrings: ToolkitStrings {
    var quit: String { R.string.hint.quit() }
    var move: String { R.string.hint.move() }
    func terminalTooSmall(size: Size, minimum: Size) -> String {
        R.string.cli.errorTerminalTooSmall(size.width, size.height, minimum.width, minimum.height)
    }
    func terminalTooSmallShort(minimum: Size) -> String { R.string.cli.errorTerminalTooSmallShort(minimum.width, minimum.height) }
    func alertAnnouncement(title: String) -> String { R.string.hint.alertAnnouncement(title) }
}
