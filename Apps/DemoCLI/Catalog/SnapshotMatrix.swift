import DesignSystem
import Resources

/// Every frame the catalog is checked at and shown in: each named state of each screen, at
/// each size, in each language, in colour and under `NO_COLOR`. The snapshot tests compare these
/// frames as text; anything that draws the screens as pictures reads the same list and frames.
@MainActor
enum SnapshotMatrix {
    /// One frame of the matrix.
    struct Entry: Hashable, Sendable {
        var screen: String
        var state: String
        var size: Size
        var language: Language
        var colorMode: ColorMode
        /// The characters the frame may use: ASCII for a terminal whose locale is not UTF-8.
        var charset = Charset.unicode
        /// Whether the frame is drawn as accessible mode draws it, with its announcement line.
        var isAccessible = false

        /// A name for files and messages: `board-korean-80x24-ko-nocolor`, `…-ascii`, `…-accessible`.
        var name: String {
            "\(screen)-\(state)-\(size)-\(language.rawValue)" + (colorMode == .none ? "-nocolor" : "") + (charset == .ascii ? "-ascii" : "")
                + (isAccessible ? "-accessible" : "")
        }
    }

    /// The smallest terminal the screens are made for, the common one, and a large one.
    static let sizes = [Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 200, height: 60)]
    static let languages = Language.allCases
    /// Colour, and none (`NO_COLOR`), where every selection must still show.
    static let colorModes: [ColorMode] = [.trueColor, .none]

    /// The entries of `screen`, states in the catalog's order, then sizes, languages, colours.
    static func entries(screen: String) -> [Entry] {
        guard let preview = ScreenCatalog.preview(named: screen) else { return [] }
        var entries: [Entry] = []
        for language in languages {
            for state in R.withLanguage(language, { preview.stateNames() }) {
                for size in sizes {
                    for colorMode in colorModes {
                        entries.append(Entry(screen: screen, state: state, size: size, language: language, colorMode: colorMode))
                    }
                }
            }
        }
        return entries
    }

    /// The ASCII form of each entry of `screen` (as under `LANG=C` or `--ascii`), in colour
    /// and under `NO_COLOR`.
    static func asciiEntries(screen: String) -> [Entry] {
        entries(screen: screen).map { entry in
            var ascii = entry
            ascii.charset = .ascii
            return ascii
        }
    }

    /// The accessible form of each entry of `screen` (as under `--accessible`).
    static func accessibleEntries(screen: String) -> [Entry] {
        entries(screen: screen).map { entry in
            var accessible = entry
            accessible.isAccessible = true
            return accessible
        }
    }

    /// Every entry of every screen in the catalog.
    static var allEntries: [Entry] {
        ScreenCatalog.previews.flatMap { entries(screen: $0.name) }
    }

    /// The frame of `entry` as a live app draws it (with the host's Quit hint), or nil when the
    /// entry names no screen or state. The colour mode applies when the frame is encoded.
    static func frame(of entry: Entry) -> CellBuffer? {
        R.withLanguage(entry.language) {
            guard let screen = ScreenCatalog.preview(named: entry.screen)?.makeScreen(stateNamed: entry.state) else { return nil }
            let frame = ScreenLayout.frame(
                for: screen.viewController, size: entry.size, globalHints: ScreenLayout.hostHints, isAccessible: entry.isAccessible)
            return entry.charset == .ascii ? frame.asciiOnly() : frame
        }
    }

    /// The hints of `entry`'s frame that lead out (Back, Quit, a cancel), which must never be
    /// cut from its status bar.
    static func wayOutHints(of entry: Entry) -> [KeyHint] {
        R.withLanguage(entry.language) {
            guard let screen = ScreenCatalog.preview(named: entry.screen)?.makeScreen(stateNamed: entry.state) else { return [] }
            return ScreenLayout.hints(for: screen.viewController, globalHints: ScreenLayout.hostHints).filter { $0.priority == .wayOut }
        }
    }
}
