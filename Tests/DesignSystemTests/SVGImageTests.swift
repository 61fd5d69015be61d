import DesignSystem
import Testing

/// The cell buffer as an SVG picture: each glyph at its column, wide clusters two columns wide,
/// styles as classes, and nothing in a cell able to break the document.
@Suite("SVG image")
struct SVGImageTests {
    /// The `<text>` elements of `svg`, as their opening tag and contents.
    func textElements(_ svg: String) -> [(tag: String, content: String)] {
        svg.components(separatedBy: "<text ").dropFirst().map { chunk in
            let tag = String(chunk.prefix { $0 != ">" })
            let rest = chunk.drop { $0 != ">" }.dropFirst()
            return (tag, String(rest.prefix { $0 != "<" }))
        }
    }

    @Test("the picture is the grid's size, and each glyph sits at its column, a wide one taking two")
    func columns() {
        var buffer = CellBuffer(size: Size(width: 8, height: 2))
        buffer.write("한a글 b", x: 0, y: 0)
        let svg = SVGImage(buffer).text
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="60" viewBox="0 0 100 60">"#))
        let texts = textElements(svg)
        #expect(texts.map(\.content) == ["한", "a", "글", "b"])
        #expect(texts.map(\.tag) == ["0", "20", "30", "60"].map { #"class="fg-default" x="\#($0)" y="15""# })
    }

    @Test("a word of narrow glyphs is one element with a column for each glyph; a space ends it")
    func words() {
        var buffer = CellBuffer(size: Size(width: 10, height: 1))
        buffer.write("ab cd", x: 1, y: 0)
        let texts = textElements(SVGImage(buffer).text)
        #expect(texts.map(\.content) == ["ab", "cd"])
        #expect(texts.map(\.tag) == [#"class="fg-default" x="10 20" y="15""#, #"class="fg-default" x="40 50" y="15""#])
    }

    @Test("bold, dim, italic and colours become classes; reverse swaps the colours; underline is a line under the run")
    func styles() {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        buffer.write("ab", x: 0, y: 0, style: Style(foreground: .accent, bold: true))
        buffer.write("c", x: 2, y: 0, style: Style(foreground: .destructive, reverse: true))
        buffer.write("d e", x: 3, y: 0, style: Style(dim: true, italic: true, underline: true))
        let svg = SVGImage(buffer).text
        let texts = textElements(svg)
        #expect(
            texts.map(\.tag) == [
                #"class="accent b" x="0 10" y="15""#, #"class="bg-default" x="20" y="15""#, #"class="fg-default d i" x="30" y="15""#,
                #"class="fg-default d i" x="50" y="15""#,
            ])
        #expect(svg.contains(#"<rect class="destructive" x="20" y="0" width="10" height="20"/>"#))
        #expect(svg.contains(#"<rect class="fg-default" x="30" y="17" width="30" height="1"/>"#))
        #expect(svg.contains(".accent{fill:#"))
    }

    @Test("a cluster of several scalars stands alone, and markup characters are escaped")
    func clustersAndEscaping() {
        var buffer = CellBuffer(size: Size(width: 8, height: 1))
        buffer.write("<e\u{301}&>", x: 0, y: 0)
        let svg = SVGImage(buffer, title: "a</title><script>").text
        let texts = textElements(svg)
        #expect(texts.map(\.content) == ["&lt;", "e\u{301}", "&amp;&gt;"])
        #expect(texts.map(\.tag) == [#"class="fg-default" x="0" y="15""#, #"class="fg-default" x="10" y="15""#, #"class="fg-default" x="20 30" y="15""#])
        #expect(svg.contains("<title>a&lt;/title&gt;&lt;script&gt;</title>"))
        #expect(!svg.contains("<script>"))
    }

    @Test("escape sequences written into the buffer never reach the picture")
    func sanitised() {
        var buffer = CellBuffer(size: Size(width: 20, height: 1))
        buffer.write("a\u{1B}[31mb\u{7}c\u{0}", x: 0, y: 0)
        let svg = SVGImage(buffer).text
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("a title cannot carry what a terminal acts on: C0 and C1 controls, DEL and bidi controls become U+FFFD")
    func sanitisedTitle() {
        let svg = SVGImage(CellBuffer(size: Size(width: 4, height: 1)), title: "a\u{1B}]0;x\u{7}b\u{9B}2Jc\u{7F}\u{202E}\rd").text
        #expect(svg.contains("<title>a\u{FFFD}]0;x\u{FFFD}b\u{FFFD}2Jc\u{FFFD}\u{FFFD}\u{FFFD}d</title>"))
        #expect(TerminalSanitizer.isClean(svg))
    }

    @Test("the same buffer gives the same bytes")
    func deterministic() {
        var buffer = CellBuffer(size: Size(width: 10, height: 3))
        buffer.write("안녕 hello", x: 0, y: 1, style: Style(foreground: .accent))
        #expect(SVGImage(buffer).text == SVGImage(buffer).text)
    }
}
