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
        // The expected lines live beside the seeded file: written here, their Linux-only names
        // would be findings of the project's own lint.
        let expected = try String(contentsOf: fixture.appendingPathComponent("expected-findings.txt"), encoding: .utf8)
        #expect(try findings() == expected.split(separator: "\n").map(String.init))
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
        #expect(throws: PortabilityRules.ParseError.self) { try PortabilityRules(parsing: "# fine\nname SOME_NAME\n") }
        #expect(throws: PortabilityRules.ParseError.self) { try PortabilityRules(parsing: "line ([\n") }
    }
}
