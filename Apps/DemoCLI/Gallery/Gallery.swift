import DesignSystem
import Resources

/// The screens' gallery: every named state of every screen of the catalog in English, each
/// screen's Korean state in Korean, and its first state in ASCII, in accessible mode (the cursor
/// drawn as a block on the focus) and in the other theme, as SVG pictures at one size, with a
/// page that shows them side by side. The one list of what the gallery holds; `DemoCLI gallery` writes it and a test
/// compares it with the committed copy in `docs/screens/`.
@MainActor
enum Gallery {
    /// One picture of the gallery.
    struct Entry: Equatable {
        var screen: String
        var state: String
        var language: Language
        var form = Form.standard
        /// The theme's palette the picture is drawn with.
        var appearance = Appearance.dark

        /// How a picture draws its screen.
        enum Form: String, Equatable {
            case standard
            /// As a terminal whose locale is not UTF-8 shows it (`--ascii`).
            case ascii
            /// As `--accessible` draws it: the announcement line and the cursor on the focus.
            case accessible
        }

        /// What tells the picture apart after its screen: the state, the language, the form
        /// unless standard, and `light` for the light theme.
        var labels: [String] {
            [state, language.rawValue] + (form == .standard ? [] : [form.rawValue]) + (appearance == .light ? ["light"] : [])
        }

        /// The picture's file name, `screen-state-language.svg` (`…-ascii.svg`, `…-accessible.svg`,
        /// `…-light.svg`).
        var fileName: String { ([screen] + labels).joined(separator: "-") + ".svg" }
    }

    /// One file of the gallery and its contents.
    struct File: Equatable {
        var name: String
        var contents: String
    }

    /// The size every picture is drawn at: the default terminal's.
    static let size = Size(width: 80, height: 24)

    /// The command that writes the committed gallery again, for messages that ask for it.
    nonisolated static let regenerateCommand = "swift run DemoCLI gallery docs/screens"

    /// The pictures in `appearance`'s theme, screen by screen in the catalog's order: the English
    /// states, the Korean one, then the first state's other forms and the other theme.
    static func entries(appearance: Appearance = .dark) -> [Entry] {
        ScreenCatalog.previews.flatMap { preview in
            let english = R.withLanguage(.english) { preview.stateNames() }.map {
                Entry(screen: preview.name, state: $0, language: .english, appearance: appearance)
            }
            let korean = R.withLanguage(.korean) { preview.stateNames() }.filter { $0 == "korean" }.map {
                Entry(screen: preview.name, state: $0, language: .korean, appearance: appearance)
            }
            let forms = english.prefix(1).flatMap { first in
                [Gallery.Entry.Form.ascii, .accessible].map { form in
                    var entry = first
                    entry.form = form
                    return entry
                }
            }
            let otherTheme = english.prefix(1).map { first in
                var entry = first
                entry.appearance = appearance == .dark ? .light : .dark
                return entry
            }
            return english + korean + forms + otherTheme
        }
    }

    /// Every file of the gallery in `appearance`'s theme: one SVG per entry, then `index.html`.
    static func files(appearance: Appearance = .dark) throws(RenderCommand.Failure) -> [File] {
        let entries = entries(appearance: appearance)
        var files: [File] = []
        for entry in entries {
            var request = RenderRequest(screen: entry.screen, stateName: entry.state, width: size.width, height: size.height)
            request.charset = entry.form == .ascii ? .ascii : .unicode
            request.isAccessible = entry.form == .accessible
            var frame = try R.withLanguage(entry.language) {
                Result { () throws(RenderCommand.Failure) in try RenderCommand.frame(request) }
            }.get()
            if entry.form == .accessible, let focus = frame.focus {
                // The terminal's cursor, which a picture has not, as a block on the focused cell.
                var style = frame[focus.x, focus.y].style
                style.isReversed.toggle()
                frame.setStyle(style, in: Rect(x: focus.x, y: focus.y, width: 1, height: 1))
            }
            let title = ([entry.screen] + entry.labels).joined(separator: " · ")
            let picture = Theme.with(.resources(appearance: entry.appearance)) { SVGImage(frame, title: title).text }
            files.append(File(name: entry.fileName, contents: picture))
        }
        files.append(File(name: "index.html", contents: GalleryIndexPage.html(for: entries, size: size)))
        return files
    }
}
