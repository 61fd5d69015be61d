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
        let newest = try #require(text.firstMatch(of: /\n## \[([0-9]+\.[0-9]+\.[0-9]+)\] - ([0-9]{4}-[0-9]{2}-[0-9]{2})/))
        #expect(R.version == String(newest.1))
        // The date the manual pages carry.
        #expect(R.releaseDate == String(newest.2))
    }

    @Test("--version's line: the name and version, and the commit only when the build recorded one")
    func versionLine() {
        // A test build records no commit (only Scripts/release-build does).
        #expect(R.commit == nil)
        #expect(R.versionLine(program: "MainCLI") == "MainCLI \(R.version)")
    }
}
