import Testing

@testable import DemoCLI

/// DemoCLI's version, as MainCLI's: the changelog's newest release.
@MainActor
@Suite("DemoCLI --version")
struct DemoVersionTests {
    @Test("--version is a command of its own, anywhere on the line")
    func versionParses() throws {
        #expect(try DemoCommand.parse(["--version"]).0 == .version)
        #expect(try DemoCommand.parse(["render", "home", "--version"]).0 == .version)
    }
}
