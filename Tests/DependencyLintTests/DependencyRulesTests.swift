import Testing

@testable import DependencyLint

@Suite("Dependency rules")
struct DependencyRulesTests {
    @Test("reads one rule per line, with comments and empty rules")
    func parse() throws {
        let rules = try DependencyRules(
            parsing: """
                # comment
                Resources:
                DesignSystem: Resources   # trailing comment
                Feature: DesignSystem, Resources
                """)
        #expect(rules.allowedImports(for: "Resources") == [])
        #expect(rules.allowedImports(for: "Feature") == ["DesignSystem", "Resources"])
        #expect(rules.allowedImports(for: "Unknown") == nil)
    }

    @Test("a test target may import its module and what the module may import")
    func testTargets() throws {
        let rules = try DependencyRules(parsing: "DesignSystem: Resources")
        #expect(rules.allowedImports(for: "DesignSystemTests") == ["DesignSystem", "Resources"])
    }

    @Test("malformed lines and duplicate rules are refused with their line")
    func errors() {
        #expect(throws: DependencyRules.ParseError(line: 2, reason: "expected `Target: Allowed, Allowed`, found `Feature DesignSystem`")) {
            try DependencyRules(parsing: "A:\nFeature DesignSystem")
        }
        #expect(throws: DependencyRules.ParseError(line: 2, reason: "A has a rule already")) {
            try DependencyRules(parsing: "A:\nA: B")
        }
    }
}
