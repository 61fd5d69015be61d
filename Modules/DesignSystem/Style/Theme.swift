import Synchronization

/// The colours and words the toolkit draws with: an app's choice, which a package using
/// DesignSystem may make for itself.
///
/// The toolkit asks ``Theme/current`` whenever it draws a colour or one of its own words (the
/// Quit and Move hints, the terminal-too-small message, the scroll markers). Until an app sets
/// another, that is ``Theme/resources``: the palette and the localised words of the Resources
/// module, which the module table has feeding DesignSystem. Set the theme before the first
/// frame: a frame writer remembers the escape sequences of the styles it has sent.
public struct Theme: Sendable {
    /// The colour of each ``ColorToken``.
    public var palette: Palette
    /// The toolkit's own words.
    public var strings: any ToolkitStrings

    /// A theme of `palette` and `strings`.
    public init(palette: Palette, strings: any ToolkitStrings) {
        self.palette = palette
        self.strings = strings
    }

    /// The Resources module's theme: `Theme/colors.json` and the `hint` and `cli` string tables
    /// in the language of `R.language`, read each time a word is drawn.
    public static var resources: Theme {
        Theme(palette: .resources, strings: ResourcesToolkitStrings())
    }

    private static let appTheme = Mutex(Theme.resources)
    @TaskLocal private static var scopedTheme: Theme?

    /// The theme the toolkit draws with: the one set by ``with(_:_:)`` around the current code,
    /// else the app's, which an app sets once at launch (``resources`` until then).
    public static var current: Theme {
        get { scopedTheme ?? appTheme.withLock { $0 } }
        set { appTheme.withLock { $0 = newValue } }
    }

    /// Runs `body` with `theme` as the current theme of everything drawn in it, without
    /// touching the app's theme (tests and previews side by side in one process).
    public static func with<Result>(_ theme: Theme, _ body: () throws -> Result) rethrows -> Result {
        try $scopedTheme.withValue(theme, operation: body)
    }

    /// The same for asynchronous work; tasks started inside inherit the theme.
    public static func with<Result>(
        _ theme: Theme, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $scopedTheme.withValue(theme, operation: body, isolation: isolation)
    }
}
