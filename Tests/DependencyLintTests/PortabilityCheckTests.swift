import DependencyLint
import Foundation
import Testing

@Suite("Portability: only System/ folders reach the operating system")
struct PortabilityCheckTests {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Portability")

    private func findings() throws -> [String] {
        let graph = try PackageDescriber.describe(packagePath: fixture)
        let rules = try DependencyRules(parsing: String(contentsOf: fixture.appendingPathComponent("Scripts/dependency-rules.txt"), encoding: .utf8))
        let portability = try PortabilityRules.load(packageRoot: fixture)
        return Linter(packageRoot: fixture, graph: graph, rules: rules, portability: portability).lint().map(\.description)
    }

    @Test("an import of the C library and Linux-only names outside System/ are errors at their lines; System/ may have them")
    func seededFile() throws {
        let found = try findings()
        #expect(
            found == [
                "Sources/Core/Screen/Box.swift:2: error: imports Glibc outside a System/ folder; call the module's System/ helpers instead",
                "Sources/Core/Screen/Box.swift:5: error: Linux-only SO_PEERCRED outside a System/ folder (Darwin: getpeereid(3) or LOCAL_PEERCRED)",
                "Sources/Core/Screen/Box.swift:6: error: Linux-only libssl.so outside a System/ folder (Darwin's libraries are .dylib)",
                "Sources/Core/Screen/Box.swift:8: error: Linux-only spelling outside a System/ folder (0x80 is POSIX_SPAWN_SETSID on glibc but POSIX_SPAWN_START_SUSPENDED on Darwin)",
                "Sources/Core/Screen/Box.swift:10: error: canImport(Glibc) without a canImport(Musl) branch beside it",
            ])
    }

    @Test("every C library module counts, under any attribute")
    func everyModule() {
        for module in ["Glibc", "Musl", "Darwin", "SwiftGlibc", "ucrt", "WinSDK", "Android"] {
            let source = "@preconcurrency import \(module).stdio\n"
            let found = PortabilityCheck.check(path: "Modules/A/File.swift", source: source, rules: PortabilityRules(entries: []))
            #expect(found.map(\.rule) == [.systemImportOutsideSystemFolder], "\(module)")
            #expect(PortabilityCheck.check(path: "Modules/A/System/File.swift", source: source, rules: PortabilityRules(entries: [])).isEmpty)
        }
    }

    @Test("a Glibc gate with a Musl branch passes, in System/ or not")
    func muslSibling() {
        let gate = "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Glibc)\nimport Glibc\n#elseif canImport(Musl)\nimport Musl\n#endif\n"
        #expect(PortabilityCheck.check(path: "Modules/A/System/Platform.swift", source: gate, rules: PortabilityRules(entries: [])).isEmpty)
        let withoutMusl = "#if canImport(Glibc)\nimport Glibc\n#endif\n"
        #expect(
            PortabilityCheck.check(path: "Modules/A/System/Platform.swift", source: withoutMusl, rules: PortabilityRules(entries: [])).map(\.rule) == [
                .glibcGateWithoutMusl
            ])
    }

    @Test("a folder merely named like System is not one")
    func systemFolderIsAPathComponent() {
        #expect(PortabilityCheck.isInSystemFolder("Modules/Network/System/Sockets.swift"))
        #expect(!PortabilityCheck.isInSystemFolder("Modules/Network/SystemTools/Sockets.swift"))
        #expect(!PortabilityCheck.isInSystemFolder("Modules/Network/System.swift"))
    }

    @Test("a rules line of an unknown kind is refused with its line")
    func badRules() {
        #expect(throws: PortabilityRules.ParseError.self) { try PortabilityRules(parsing: "# fine\nname SO_PEERCRED\n") }
        #expect(throws: PortabilityRules.ParseError.self) { try PortabilityRules(parsing: "line ([\n") }
    }
}
