import DesignSystem
import Resources

/// The screens' gallery: every named state of every screen of the catalog in English, each
/// screen's Korean state in Korean, and its first state in ASCII and in accessible mode (the
/// cursor drawn as a block on the focus), as SVG pictures at one size, with a page that shows them
/// side by side. The one list of what the gallery holds; `DemoCLI gallery` writes it and a test
/// compares it with the committed copy in `docs/screens/`.
@MainActor
enum Gallery {
    /// One picture of the gallery.
    struct Entry: Equatable {
        var screen: String
        var state: String
        var language: Language
        var form = Form.standard

        /// How a picture draws its screen.
        enum Form: String, Equatable {
            case standard
            /// As a terminal whose locale is not UTF-8 shows it (`--ascii`).
            case ascii
            /// As `--accessible` draws it: the announcement line and the cursor on the focus.
            case accessible
        }

        /// The picture's file name, `screen-state-language.svg` (`…-ascii.svg`, `…-accessible.svg`).
        var fileName: String { "\(screen)-\(state)-\(language.rawValue)" + (form == .standard ? "" : "-\(form.rawValue)") + ".svg" }
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

    /// The pictures, screen by screen in the catalog's order: the English states, then the Korean one.
    static func entries() -> [Entry] {
        ScreenCatalog.previews.flatMap { preview in
            let english = R.withLanguage(.english) { preview.stateNames() }.map {
                Entry(screen: preview.name, state: $0, language: .english)
            }
            let korean = R.withLanguage(.korean) { preview.stateNames() }.filter { $0 == "korean" }.map {
                Entry(screen: preview.name, state: $0, language: .korean)
            }
            let forms = english.prefix(1).flatMap { first in
                [Gallery.Entry.Form.ascii, .accessible].map { form in
                    var entry = first
                    entry.form = form
                    return entry
                }
            }
            return english + korean + forms
        }
    }

    /// Every file of the gallery: one SVG per entry, then `index.html`.
    static func files() throws(RenderCommand.Failure) -> [File] {
        let entries = entries()
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
            let title = "\(entry.screen) · \(entry.state) · \(entry.language.rawValue)" + (entry.form == .standard ? "" : " · \(entry.form.rawValue)")
            files.append(File(name: entry.fileName, contents: SVGImage(frame, title: title).text))
        }
        files.append(File(name: "index.html", contents: GalleryIndexPage.html(for: entries, size: size)))
        return files
    }
}
