import DesignSystem
import TerminalTestSupport
import Testing

/// The gate a URL passes before the terminal gets it as an OSC 8 hyperlink, and how the frame
/// writer sends links.
@Suite("Hyperlinks (OSC 8)")
struct TerminalLinkTests {
    @Test(
        "http, https and mailto URLs of printable ASCII are links",
        arguments: [
            "http://example.com", "https://example.com/a?b=c#d", "HTTPS://EXAMPLE.COM", "mailto:ada@example.com",
        ])
    func accepted(url: String) {
        #expect(TerminalLink(url)?.url == url)
    }

    @Test(
        "anything else is no link: other schemes, controls, ESC, spaces, non-ASCII, no host, too long",
        arguments: [
            "javascript:alert(1)", "JavaScript://%0aalert(1)", "data:text/html,x", "file:///etc/passwd", "ftp://example.com",
            "https://exa\u{1B}]8;;https://evil\u{1B}\\mple.com", "https://example.com/\u{7}", "https://example.com/\u{9B}31m",
            "https://exa mple.com", "https://例え.jp", "https://", "https:///path", "mailto:", "mailto:nobody", "example.com", "",
            "https://" + String(repeating: "a", count: 10 * 1024),
        ])
    func refused(url: String) {
        #expect(TerminalLink(url) == nil)
    }

    @Test("the longest URL linked is 2,048 bytes")
    func lengthLimit() {
        let prefix = "https://example.com/"
        #expect(TerminalLink(prefix + String(repeating: "a", count: 2048 - prefix.utf8.count)) != nil)
        #expect(TerminalLink(prefix + String(repeating: "a", count: 2049 - prefix.utf8.count)) == nil)
    }

    @Test("a profile's bare host name is linked over https; an email becomes mailto")
    func websiteAndEmail() {
        #expect(TerminalLink.website("hildegard.org")?.url == "https://hildegard.org")
        #expect(TerminalLink.website("http://example.com")?.url == "http://example.com")
        #expect(TerminalLink.website("javascript:alert(1)") == nil)
        #expect(TerminalLink.website("evil.org\u{1B}[2J") == nil)
        #expect(TerminalLink.website("localhost") == nil)
        #expect(TerminalLink.email("Sincere@april.biz")?.url == "mailto:Sincere@april.biz")
        #expect(TerminalLink.email("a@b@c") == nil)
        #expect(TerminalLink.email("a@b\u{1B}c") == nil)
        #expect(TerminalLink.email("not an email") == nil)
    }

    @Test("the writer wraps linked cells in OSC 8 and closes the link; a link removed rewrites its cells without it")
    func writerSendsLinks() throws {
        let link = try #require(TerminalLink("https://example.com"))
        var frame = CellBuffer(size: Size(width: 20, height: 2))
        frame.write("see site now", x: 0, y: 0)
        frame.addLink(link, x: 4, y: 0, width: 4)
        var writer = FrameWriter(colorMode: .none)
        let first = String(decoding: writer.outputBytes(for: frame), as: UTF8.self)
        #expect(first.contains("\u{1B}]8;;https://example.com\u{1B}\\site\u{1B}]8;;\u{1B}\\"))
        let grid = ScreenGrid(columns: 20, rows: 2, output: Array(first.utf8))
        #expect(grid.lines[0].hasPrefix("see site now"))
        #expect(grid.linkedCells == Dictionary(uniqueKeysWithValues: (4..<8).map { (ScreenGrid.Point(x: $0, y: 0), "https://example.com") }))
        #expect(writer.outputBytes(for: frame).isEmpty)
        var plain = frame
        plain.removeLinks()
        let second = String(decoding: writer.outputBytes(for: plain), as: UTF8.self)
        #expect(second.contains("site"))
        #expect(!second.contains("]8;;https"))
    }
}
