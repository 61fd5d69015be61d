import Foundation
import Resources
import Testing

/// The apps' version is the changelog's newest release, so the two cannot drift apart.
@Suite("Version")
struct VersionTests {
    @Test("R.version is the newest released version in CHANGELOG.md")
    func versionIsTheNewestRelease() throws {
        let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CHANGELOG.md")
        let text = try String(contentsOf: changelog, encoding: .utf8)
        let newest = try #require(text.firstMatch(of: /\n## \[([0-9]+\.[0-9]+\.[0-9]+)\]/)?.1)
        #expect(R.version == String(newest))
    }
}
