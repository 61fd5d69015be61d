import DependencyLint
import Foundation
import Testing

@Suite("Foundation: the app imports FoundationEssentials, full Foundation only behind the gate or by the allow list")
struct FoundationImportCheckTests {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/FoundationImport")

    @Test("a seeded plain import fails at its file and line; the gated one, an allowed file and comments pass; a stale allowance fails")
    func seededPackage() throws {
        let graph = try PackageDescriber.describe(packagePath: fixture)
        let rules = try DependencyRules(parsing: String(contentsOf: fixture.appendingPathComponent("Scripts/dependency-rules.txt"), encoding: .utf8))
        let allowList = try FoundationAllowList.load(packageRoot: fixture)
        let findings = Linter(packageRoot: fixture, graph: graph, rules: rules, foundationAllowList: allowList).lint().map(\.description)
        let expected = try String(contentsOf: fixture.appendingPathComponent("expected-findings.txt"), encoding: .utf8)
        #expect(findings == expected.split(separator: "\n").map(String.init))
    }

    @Test("the gate's #else branch, nested conditions in it included, is the only place full Foundation may be imported")
    func gate() {
        let nested = """
            #if canImport(FoundationEssentials)
                import FoundationEssentials
            #else
                #if os(macOS)
                    import Foundation
                #endif
            #endif
            """
        #expect(FoundationImportCheck.check(path: "Apps/App/File.swift", source: nested, allowList: FoundationAllowList(entries: [])).isEmpty)
        let elseif = "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#elseif os(Linux)\nimport Foundation\n#endif\n"
        let found = FoundationImportCheck.check(path: "Apps/App/File.swift", source: elseif, allowList: FoundationAllowList(entries: []))
        #expect(found.map { "\($0.path):\($0.line)" } == ["Apps/App/File.swift:4"])
    }

    @Test("tests and tools may import full Foundation")
    func onlyTheApp() {
        #expect(
            FoundationImportCheck.check(path: "Tests/AppTests/File.swift", source: "import Foundation\n", allowList: FoundationAllowList(entries: [])).isEmpty)
        #expect(
            FoundationImportCheck.check(path: "Scripts/Tool/File.swift", source: "import Foundation\n", allowList: FoundationAllowList(entries: [])).isEmpty)
        #expect(!FoundationImportCheck.check(path: "Modules/A/File.swift", source: "import Foundation\n", allowList: FoundationAllowList(entries: [])).isEmpty)
    }

    @Test("an allow-list line without a reason is refused with its line")
    func reasonRequired() throws {
        #expect(throws: FoundationAllowList.ParseError.self) { try FoundationAllowList(parsing: "# comment\nModules/A/File.swift\n") }
        #expect(throws: FoundationAllowList.ParseError.self) { try FoundationAllowList(parsing: "Modules/A/File.swift # \n") }
        let list = try FoundationAllowList(parsing: "\n  Modules/A/File.swift # formats numbers in ko, en and ja\n")
        #expect(list.entries == [FoundationAllowList.Entry(path: "Modules/A/File.swift", reason: "formats numbers in ko, en and ja", line: 2)])
    }
}
