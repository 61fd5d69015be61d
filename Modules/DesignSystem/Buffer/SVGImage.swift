/// A ``CellBuffer`` drawn as an SVG picture of a terminal: a grid of cells in a monospace font,
/// with the theme's colours, bold, dim, italic, underline and reverse, wide clusters two columns
/// wide.
///
/// Every glyph is placed at its own column (`x` lists), so the picture keeps the buffer's exact
/// widths whatever the reader's font measures; a cluster of several scalars (a combining mark,
/// an emoji sequence) is an element of its own, so its scalars stay together. The output depends
/// only on the buffer and the theme, byte for byte, so pictures can be compared with committed ones.
public struct SVGImage: Sendable {
    /// The width of one column, in SVG units (the advance of DejaVu Sans Mono, the first font
    /// asked for, at 16.61 px); a row is twice as high.
    static let cellWidth = 10
    static let cellHeight = 20
    static let margin = 10

    /// The picture's text.
    public let text: String

    /// Draws `buffer`; `title` becomes the picture's `<title>` (what a browser shows on hover).
    public init(_ buffer: CellBuffer, title: String? = nil) {
        var output = SVGOutput()
        let width = buffer.size.width * Self.cellWidth + 2 * Self.margin
        let height = buffer.size.height * Self.cellHeight + 2 * Self.margin
        output.append(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)">"#)
        output.newline()
        if let title {
            output.append("<title>")
            output.appendEscaped(title)
            output.append("</title>\n")
        }
        output.append("<style>")
        output.append(Self.styleSheet)
        output.append("</style>\n")
        output.append(#"<rect class="bg-default" width="\#(width)" height="\#(height)" rx="6"/>"#)
        output.newline()
        output.append(#"<g transform="translate(\#(Self.margin) \#(Self.margin))">"#)
        output.newline()
        for y in 0..<buffer.size.height {
            Self.drawRow(y, of: buffer, into: &output)
        }
        output.append("</g>\n</svg>\n")
        text = output.text
    }

    /// The CSS the cells' classes refer to: one fill per colour role, and the attributes.
    static var styleSheet: String {
        var rules = [
            "text{font-family:'DejaVu Sans Mono','Noto Sans Mono CJK KR','Noto Sans Mono CJK JP',Menlo,Consolas,monospace;font-size:16.61px;white-space:pre}",
            ".b{font-weight:bold}", ".i{font-style:italic}", ".d{opacity:0.6}",
        ]
        rules.append(".fg-default{fill:\(hex(ColorToken.text.themeColor))}")
        rules.append(".bg-default{fill:\(hex(ColorToken.background.themeColor))}")
        for token in ColorToken.allCases {
            rules.append(".\(token.rawValue){fill:\(hex(token.themeColor))}")
        }
        return rules.joined()
    }

    private static func hex(_ color: PaletteColor) -> String {
        let digits = [color.red, color.green, color.blue].map { component -> String in
            let clamped = min(255, max(0, component))
            let text = String(clamped, radix: 16, uppercase: true)
            return clamped < 16 ? "0" + text : text
        }
        return "#" + digits.joined()
    }

    /// The classes a cell's glyph and background are painted with, reverse applied.
    private struct Paint: Equatable {
        var foreground: String
        var background: String?
        var bold: Bool
        var dim: Bool
        var italic: Bool
        var underline: Bool

        init(_ style: Style) {
            var foreground = style.foreground?.rawValue ?? "fg-default"
            var background = style.background?.rawValue
            if style.isReversed {
                (foreground, background) = (background ?? "bg-default", foreground)
            }
            self.foreground = foreground
            self.background = background
            bold = style.isBold
            dim = style.isDim
            italic = style.isItalic
            underline = style.isUnderlined
        }

        /// The `class` attribute of a glyph in this paint.
        var textClasses: String {
            var classes = [foreground]
            if bold { classes.append("b") }
            if dim { classes.append("d") }
            if italic { classes.append("i") }
            return classes.joined(separator: " ")
        }
    }

    /// One cell as the row drawing sees it.
    private struct PlacedCell {
        var column: Int
        var width: Int
        var grapheme: String
        var paint: Paint
    }

    private static func drawRow(_ y: Int, of buffer: CellBuffer, into output: inout SVGOutput) {
        var cells: [PlacedCell] = []
        for x in 0..<buffer.size.width {
            let cell = buffer[x, y]
            if cell.isContinuation { continue }
            let isWide = x + 1 < buffer.size.width && buffer[x + 1, y].isContinuation
            cells.append(PlacedCell(column: x, width: isWide ? 2 : 1, grapheme: cell.grapheme, paint: Paint(cell.style)))
        }
        let top = y * cellHeight
        drawBackgrounds(cells, top: top, into: &output)
        drawUnderlines(cells, top: top, into: &output)
        drawGlyphs(cells, top: top, into: &output)
    }

    /// One rectangle per run of cells with the same background.
    private static func drawBackgrounds(_ cells: [PlacedCell], top: Int, into output: inout SVGOutput) {
        for (background, start, end) in runs(of: cells, key: { $0.paint.background }) {
            guard let background else { continue }
            output.append(
                #"<rect class="\#(background)" x="\#(start * cellWidth)" y="\#(top)" width="\#((end - start) * cellWidth)" height="\#(cellHeight)"/>"#)
            output.newline()
        }
    }

    /// A thin rectangle under each run of underlined cells, spaces included (as a terminal draws it).
    private static func drawUnderlines(_ cells: [PlacedCell], top: Int, into output: inout SVGOutput) {
        for (foreground, start, end) in runs(of: cells, key: { $0.paint.underline ? $0.paint.foreground : nil }) {
            guard let foreground else { continue }
            output.append(
                #"<rect class="\#(foreground)" x="\#(start * cellWidth)" y="\#(top + cellHeight - 3)" width="\#((end - start) * cellWidth)" height="1"/>"#)
            output.newline()
        }
    }

    /// One `<text>` per word: a run of adjoining narrow glyphs in the same paint. Each glyph is
    /// placed at its column by the `x` list; the list's first value places the word where a
    /// renderer reads only one (librsvg does), and a word is short and set in a font whose
    /// advance is the column's width, so it stays on its columns there too. Spaces are left out
    /// (the columns are explicit); a wide glyph, and a cluster of several scalars, stand alone.
    private static func drawGlyphs(_ cells: [PlacedCell], top: Int, into output: inout SVGOutput) {
        let baseline = top + 15
        var run: [PlacedCell] = []
        func flush() {
            guard let first = run.first else { return }
            let columns = run.map { String($0.column * cellWidth) }.joined(separator: " ")
            output.append(#"<text class="\#(first.paint.textClasses)" x="\#(columns)" y="\#(baseline)">"#)
            for cell in run { output.appendEscaped(cell.grapheme) }
            output.append("</text>\n")
            run.removeAll(keepingCapacity: true)
        }
        for cell in cells {
            guard cell.grapheme != " ", !cell.grapheme.isEmpty else {
                flush()
                continue
            }
            let standsAlone = cell.width > 1 || cell.grapheme.unicodeScalars.count > 1
            if standsAlone || run.first.map({ $0.paint.textClasses != cell.paint.textClasses }) == true { flush() }
            run.append(cell)
            if standsAlone { flush() }
        }
        flush()
    }

    /// Each maximal run of adjoining cells whose `key` is equal, as the key and the run's first
    /// and past-the-end columns.
    private static func runs<Key: Equatable>(of cells: [PlacedCell], key: (PlacedCell) -> Key) -> [(Key, Int, Int)] {
        var runs: [(Key, Int, Int)] = []
        var index = 0
        while index < cells.count {
            let runKey = key(cells[index])
            var end = index + 1
            while end < cells.count, key(cells[end]) == runKey, cells[end].column == cells[end - 1].column + cells[end - 1].width {
                end += 1
            }
            runs.append((runKey, cells[index].column, cells[end - 1].column + cells[end - 1].width))
            index = end
        }
        return runs
    }
}

/// The text of an SVG picture being written, with XML escaping.
private struct SVGOutput {
    var text = ""

    mutating func append(_ fragment: String) { text += fragment }

    mutating func newline() { text += "\n" }

    /// Appends `content` as XML character data: markup characters become entities, and what
    /// XML 1.0 cannot hold at all (controls, non-characters) becomes U+FFFD, so any cell or
    /// title gives a well-formed document.
    mutating func appendEscaped(_ content: String) {
        for scalar in content.unicodeScalars {
            switch scalar {
            case "&": text += "&amp;"
            case "<": text += "&lt;"
            case ">": text += "&gt;"
            case "\"": text += "&quot;"
            case "\t", "\n": text.unicodeScalars.append(scalar)
            // What XML forbids, and what a terminal would act on when the picture is printed
            // (a title can quote a file's path): C0 and C1 controls, DEL, bidi controls.
            case _ where TerminalSanitizer.needsAttention(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                text += "\u{FFFD}"
            default: text.unicodeScalars.append(scalar)
            }
        }
    }
}
