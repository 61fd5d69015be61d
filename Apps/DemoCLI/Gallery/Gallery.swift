import DesignSystem
import Resources

/// The screens' gallery: every named state of every screen of the catalog in English, and each
/// screen's Korean state in Korean, as SVG pictures at one size, with a page that shows them
/// side by side. The one list of what the gallery holds; `DemoCLI gallery` writes it and a test
/// compares it with the committed copy in `docs/screens/`.
@MainActor
enum Gallery {
    /// One picture of the gallery.
    struct Entry: Equatable {
        var screen: String
        var state: String
        var language: Language

        /// The picture's file name, `screen-state-language.svg`.
        var fileName: String { "\(screen)-\(state)-\(language.rawValue).svg" }
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
            return english + korean
        }
    }

    /// Every file of the gallery: one SVG per entry, then `index.html`.
    static func files() throws(RenderCommand.Failure) -> [File] {
        let entries = entries()
        var files: [File] = []
        for entry in entries {
            let request = RenderRequest(screen: entry.screen, stateName: entry.state, width: size.width, height: size.height)
            let frame = try R.withLanguage(entry.language) {
                Result { () throws(RenderCommand.Failure) in try RenderCommand.frame(request) }
            }.get()
            let title = "\(entry.screen) · \(entry.state) · \(entry.language.rawValue)"
            files.append(File(name: entry.fileName, contents: SVGImage(frame, title: title).text))
        }
        files.append(File(name: "index.html", contents: GalleryIndexPage.html(for: entries, size: size)))
        return files
    }
}
