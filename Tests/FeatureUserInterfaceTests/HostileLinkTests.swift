import DesignSystem
import FeatureUserInterface
import Testing

/// Links from the network on the profile and a post's author line: a good one goes out as
/// OSC 8, a hostile one is never made a link and no escape of it reaches the terminal.
@Suite("Links on the profile and the post page")
@MainActor
struct HostileLinkTests {
    /// Every byte the frame writer sends for `viewController` at 80x24.
    private func output(_ viewController: ViewController) -> [UInt8] {
        var writer = FrameWriter(colorMode: .trueColor)
        return writer.outputBytes(for: ScreenLayout.frame(for: viewController, size: Size(width: 80, height: 24)))
    }

    /// The URLs opened by OSC 8 in `bytes`; records an issue for any escape that is neither a
    /// CSI nor an OSC 8 with a URL the gate accepts.
    private func links(in bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        var urls: [String] = []
        let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
        #expect(!scalars.contains { (0x80...0x9F).contains($0.value) }, "a C1 control", sourceLocation: sourceLocation)
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            let byte = bytes[index]
            #expect(byte >= 0x20 || byte == 0x1B || byte == 0x0D || byte == 0x0A, "control byte \(byte)", sourceLocation: sourceLocation)
            guard byte == 0x1B, index + 1 < bytes.count else { continue }
            if bytes[index + 1] == UInt8(ascii: "[") { continue }
            let opener = Array("\u{1B}]8;;".utf8)
            guard Array(bytes[index..<min(bytes.count, index + opener.count)]) == opener else {
                Issue.record("an escape that is not CSI or OSC 8 at byte \(index)", sourceLocation: sourceLocation)
                continue
            }
            let start = index + opener.count
            guard let end = bytes[start...].firstIndex(of: 0x1B), end + 1 < bytes.count, bytes[end + 1] == 0x5C else {
                Issue.record("an OSC 8 without its terminator", sourceLocation: sourceLocation)
                continue
            }
            let url = String(decoding: bytes[start..<end], as: UTF8.self)
            if !url.isEmpty {
                #expect(TerminalLink(url) != nil, "\(url) was linked", sourceLocation: sourceLocation)
                urls.append(url)
            }
            index = end + 1
        }
        return urls
    }

    nonisolated static let tenKilobytes = "https://example.com/" + String(repeating: "a", count: 10 * 1024)

    @Test("the profile links the email and the website")
    func profileLinks() {
        let screen = ProfileViewController(
            initialState: ProfileViewState(name: "Leanne", username: "Bret", email: "Sincere@april.biz", website: "hildegard.org"))
        #expect(links(in: output(screen)) == ["mailto:Sincere@april.biz", "https://hildegard.org"])
    }

    @Test(
        "a hostile website or email is shown as plain text, never linked, and leaks no escape",
        arguments: [
            ("javascript:alert(1)", "x@example.com\u{1B}]8;;https://evil.example\u{1B}\\"),
            ("https://evil.example/\u{1B}[2J\u{1B}]0;pwned\u{7}", "\u{1B}[31m@evil"),
            (tenKilobytes, "a@" + String(repeating: "b", count: 10 * 1024)),
            ("file:///etc/passwd", "mailto:x@y"),
        ])
    func hostileProfile(website: String, email: String) {
        let screen = ProfileViewController(initialState: ProfileViewState(name: "Mallory", username: "m", email: email, website: website))
        let bytes = output(screen)
        #expect(links(in: bytes).isEmpty)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("evil.example\u{1B}"))
    }

    @Test("a post's author line links to the author's email; a hostile one is plain text")
    func postAuthor() {
        var state = PostDetailViewState(title: "t", author: "Leanne Graham", body: "b", commentsStatus: .loaded)
        state.authorEmail = "Sincere@april.biz"
        #expect(links(in: output(PostDetailViewController(initialState: state))) == ["mailto:Sincere@april.biz"])
        state.authorEmail = "javascript:alert(1)//@x"
        #expect(links(in: output(PostDetailViewController(initialState: state))).isEmpty)
        state.authorEmail = "a@b\u{1B}]8;;https://evil.example\u{1B}\\"
        #expect(links(in: output(PostDetailViewController(initialState: state))).isEmpty)
    }

    @Test("no links in ASCII (a Linux console prints an OSC 8 as text) or where links are off")
    func noLinksInASCII() {
        let state = ProfileViewState(name: "Leanne", username: "Bret", email: "Sincere@april.biz", website: "hildegard.org")
        let session = ScreenSession()
        session.setRoot(ProfileViewController(initialState: state))
        #expect(!session.frame(size: Size(width: 80, height: 24)).links.isEmpty)
        session.charset = .ascii
        #expect(session.frame(size: Size(width: 80, height: 24)).links.isEmpty)
        session.charset = .unicode
        session.showsLinks = false
        #expect(session.frame(size: Size(width: 80, height: 24)).links.isEmpty)
    }
}
