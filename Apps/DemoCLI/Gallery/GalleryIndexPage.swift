import DesignSystem

/// The gallery's `index.html`: a section per screen with its pictures side by side, captioned
/// with the state, the language, and the form and theme where they are not the usual. Static HTML, no script, so it opens from a file.
enum GalleryIndexPage {
    static func html(for entries: [Gallery.Entry], size: Size) -> String {
        var sections: [String] = []
        var screens: [String] = []
        for entry in entries where !screens.contains(entry.screen) { screens.append(entry.screen) }
        for screen in screens {
            let figures = entries.filter { $0.screen == screen }.map { entry in
                let alt = escape(([entry.screen] + entry.labels).joined(separator: ", "))
                let caption = escape(entry.labels.joined(separator: " · "))
                return #"<figure><img src="\#(escape(entry.fileName))" alt="\#(alt)" loading="lazy"><figcaption>\#(caption)</figcaption></figure>"#
            }
            sections.append(
                """
                <section id="\(escape(screen))">
                <h2>\(escape(screen))</h2>
                <div class="row">
                \(figures.joined(separator: "\n"))
                </div>
                </section>
                """)
        }
        let contents = screens.map { ##"<a href="#\##(escape($0))">\##(escape($0))</a>"## }.joined(separator: " · ")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Screens</title>
            <style>
            body { background: #101014; color: #DEDEDE; font-family: sans-serif; margin: 2em; }
            a { color: #50C8D2; }
            .row { display: flex; flex-wrap: wrap; gap: 1.5em; }
            figure { margin: 0; }
            figcaption { font-size: 0.9em; color: #8C8C96; margin-top: 0.3em; }
            </style>
            </head>
            <body>
            <h1>Screens</h1>
            <p>Every named state of every screen at \(size), drawn from the same cell buffer as the terminal.
            Written by <code>\(Gallery.regenerateCommand)</code>.</p>
            <nav>\(contents)</nav>
            \(sections.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    /// `text` with the characters HTML gives a meaning to made literal.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
