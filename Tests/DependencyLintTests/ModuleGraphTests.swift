import DependencyLint
import Foundation
import Testing

@Suite("Module graph from the rules")
struct ModuleGraphTests {
    private func graph(_ rules: String, modules: Set<String>) throws -> ModuleGraph {
        try ModuleGraph(rules: DependencyRules(parsing: rules), modules: modules)
    }

    @Test("an edge a longer path implies is left out, and a shortcut past two layers too")
    func leavesOutImpliedEdges() throws {
        let reduced = try graph(
            """
            Resources:
            DesignSystem: Resources
            FeatureUserInterface: DesignSystem, Resources
            App: FeatureUserInterface, DesignSystem, Resources
            """,
            modules: ["Resources", "DesignSystem", "FeatureUserInterface", "App"])
        #expect(
            reduced.rendered(as: .mermaid) == """
                graph TD
                    App --> FeatureUserInterface
                    DesignSystem --> Resources
                    FeatureUserInterface --> DesignSystem
                """)
    }

    @Test("both sides of a diamond stay, since neither implies the other")
    func keepsBothSidesOfADiamond() throws {
        let reduced = try graph("Top: Left, Right\nLeft: Base\nRight: Base\nBase:", modules: ["Top", "Left", "Right", "Base"])
        #expect(reduced.edges.map { "\($0.from)>\($0.to)" } == ["Left>Base", "Right>Base", "Top>Left", "Top>Right"])
    }

    @Test("targets outside the modules add no edge and no path; a module with no edge is still drawn")
    func onlyModulesCount() throws {
        let reduced = try graph(
            "Helper: Base\nApp: Helper, Base, Leaf\nBase:\nLeaf:\nLone:\nLoneTests: Lone",
            modules: ["App", "Base", "Leaf", "Lone"])
        #expect(reduced.rendered(as: .mermaid) == "graph TD\n    App --> Base\n    App --> Leaf\n    Lone")
    }

    @Test("rules that allow a cycle are refused with the cycle named")
    func refusesACycle() throws {
        #expect(throws: ModuleGraph.Cycle(modules: ["A", "B", "C"])) {
            try graph("A: B\nB: C\nC: A", modules: ["A", "B", "C"])
        }
        #expect(ModuleGraph.Cycle(modules: ["A", "B"]).description == "the rules allow a cycle: A → B → A")
    }

    @Test("the modules are the rules' targets with a folder in Modules/ or Apps/")
    func modulesAreTheFoldersOfModulesAndApps() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("module-graph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Modules/Core", "Apps/Tool", "Tests/CoreTests", "Modules/NoRule"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data().write(to: root.appendingPathComponent("Modules/File"))
        let rules = try DependencyRules(parsing: "Core:\nTool: Core\nCoreTests: Core\nFile:\nHelper: Core")
        #expect(ModuleGraph.moduleNames(in: rules, packageRoot: root) == ["Core", "Tool"])
    }
}
