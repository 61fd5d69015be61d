import DependencyLint
import Foundation
import Testing

/// Lints one of the small packages in `Fixtures/`, each holding one kind of violation. Their
/// sources are input shaped on purpose (unsorted imports, block comments), so the ones that
/// swift-format would reshape start with `// swift-format-ignore-file`, and the lines below count it.
private func lint(fixture name: String) throws -> [Diagnostic] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    let graph = try PackageDescriber.describe(packagePath: root)
    let rules = try DependencyRules(parsing: String(contentsOf: root.appendingPathComponent("Scripts/dependency-rules.txt"), encoding: .utf8))
    return Linter(packageRoot: root, graph: graph, rules: rules).lint()
}

private func errors(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.filter { $0.severity == .error }.map(\.description)
}

@Suite("Lint of fixture packages", .serialized)
struct FixturePackagesTests {
    @Test("a clean package has no findings, whatever its comments and strings say")
    func clean() throws {
        #expect(try lint(fixture: "Clean").map(\.description) == [])
    }

    @Test("an import that only arrives transitively is reported at its line")
    func undeclaredImport() throws {
        #expect(
            errors(try lint(fixture: "UndeclaredImport")) == [
                "Sources/App/main.swift:3: error: App imports Core but does not declare it as a dependency in Package.swift"
            ])
    }

    @Test("an import the rules forbid is reported at its line")
    func forbiddenImport() throws {
        #expect(
            errors(try lint(fixture: "ForbiddenImport")) == [
                "Sources/Feature/Feature.swift:4: error: Feature must not import Backend (it may import: Core)"
            ])
    }

    @Test("a declared dependency the rules forbid is reported at the target's declaration")
    func forbiddenDependency() throws {
        let diagnostics = try lint(fixture: "ForbiddenDependency")
        #expect(
            errors(diagnostics) == [
                "Package.swift:10: error: Feature declares a dependency on Backend, which the rules forbid (it may import: Core)"
            ])
    }

    @Test("imports that close a cycle are reported as a cycle")
    func importCycle() throws {
        let diagnostics = try lint(fixture: "ImportCycle")
        #expect(diagnostics.contains { $0.rule == .dependencyCycle && $0.message == "dependency cycle: Core → Feature → Core" })
        #expect(diagnostics.contains { $0.rule == .undeclaredImport && $0.path == "Sources/Core/Core.swift" && $0.line == 1 })
    }

    @Test("a cycle of declared dependencies, which SwiftPM refuses, is recognised")
    func declaredCycle() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/DeclaredCycle")
        let failure = #expect(throws: PackageDescriber.Failure.self) { try PackageDescriber.describe(packagePath: root) }
        #expect(
            failure?.declaredCycle?.contains("Core -> Feature -> Core") == true
                || failure?.declaredCycle?.contains("Feature -> Core -> Feature") == true)
    }

    @Test("@testable import outside a test target is an error")
    func testableImport() throws {
        #expect(
            errors(try lint(fixture: "TestableImport")) == [
                "Sources/Feature/Feature.swift:1: error: @testable import of Core outside a test target"
            ])
    }

    @Test("a declared dependency never imported is a warning, not an error")
    func unusedDependency() throws {
        let diagnostics = try lint(fixture: "UnusedDependency")
        #expect(errors(diagnostics) == [])
        #expect(diagnostics.map(\.description) == ["Package.swift:8: warning: Feature declares Core but never imports it"])
    }

    @Test("a target the rules do not mention is an error")
    func unknownTarget() throws {
        #expect(
            errors(try lint(fixture: "UnknownTarget")) == [
                "Package.swift:8: error: Stray has no line in the dependency rules; add one saying what it may import"
            ])
    }
}
