import Testing

@testable import DesignSystem

@Suite("Finding a name in an environment value, byte for byte")
struct ByteSearchTests {
    @Test(
        "containsBytes(of:) is true exactly where the needle's bytes appear",
        arguments: [
            ("xterm-256color", "256color", true), ("256color", "256color", true), ("256colo", "256color", false),
            ("en_US.UTF-8", "UTF-8", true), ("en_us.utf-8", "utf8", false), ("", "", true), ("abc", "", true),
            ("", "a", false), ("aab", "ab", true), ("日本語.utf8", "utf8", true), ("e\u{301}", "\u{301}", true),
        ])
    func search(haystack: String, needle: String, found: Bool) {
        #expect(haystack.containsBytes(of: needle) == found)
    }
}
