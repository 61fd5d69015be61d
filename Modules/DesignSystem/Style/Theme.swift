import Synchronization

/// The colours and words the toolkit draws with: an app's choice, which a package using
/// DesignSystem may make for itself.
///
/// A theme holds two palettes, one for a terminal with a light background and one for a dark
/// one, and its ``appearance`` says which is drawn with. The toolkit asks ``Theme/current``
/// whenever it draws a colour or one of its own words (the Quit and Move hints, the
/// terminal-too-small message, the scroll markers). Until an app sets another, that is
/// ``Theme/resources``: the palettes and the localised words of the Resources module, which the
/// module table has feeding DesignSystem. A ``ScreenHost`` that learns the terminal's background
/// (``ScreenHost/detectsAppearance``) changes the appearance of the current theme and draws the
/// whole screen again; an app that changes the theme itself while running calls
/// ``ScreenHost/themeDidChange()``, since a frame writer remembers the escape sequences of the
/// styles it has sent.
public struct Theme: Sendable {
    /// The palette for a terminal with a light background.
    public var light: Palette
    /// The palette for a terminal with a dark background.
    public var dark: Palette
    /// Which palette is drawn with.
    public var appearance: Appearance
    /// The toolkit's own words.
    public var strings: any ToolkitStrings

    /// A theme of one palette for every terminal, and `strings`.
    public init(palette: Palette, strings: any ToolkitStrings) {
        self.init(light: palette, dark: palette, appearance: .dark, strings: strings)
    }

    /// A theme of a palette for each appearance, drawing with `appearance`'s, and `strings`.
    public init(light: Palette, dark: Palette, appearance: Appearance, strings: any ToolkitStrings) {
        self.light = light
        self.dark = dark
        self.appearance = appearance
        self.strings = strings
    }

    /// The palette drawn with: that of ``appearance``. Setting it replaces that palette only.
    public var palette: Palette {
        get { appearance == .light ? light : dark }
        set {
            switch appearance {
            case .light: light = newValue
            case .dark: dark = newValue
            }
        }
    }

    /// The Resources module's theme: the two palettes of `Theme/colors.json`, drawing with the
    /// dark one, and the `hint` and `cli` string tables in the language of `R.language`, read each
    /// time a word is drawn.
    public static var resources: Theme {
        resources(appearance: .dark)
    }

    /// The Resources module's theme drawing with `appearance`'s palette.
    public static func resources(appearance: Appearance) -> Theme {
        Theme(light: .resources(for: .light), dark: .resources(for: .dark), appearance: appearance, strings: ResourcesToolkitStrings())
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
