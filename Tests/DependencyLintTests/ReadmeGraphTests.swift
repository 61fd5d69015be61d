import DependencyLint
import Foundation
import Testing

@Suite("README's module graph")
struct ReadmeGraphTests {
    @Test("the Mermaid graph in README.md is the reduced module graph of Scripts/dependency-rules.txt")
    func readmeMatchesRules() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```mermaid\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let rules = try DependencyRules(parsing: String(contentsOf: root.appendingPathComponent("Scripts/dependency-rules.txt"), encoding: .utf8))
        let graph = try ModuleGraph(rules: rules, modules: ModuleGraph.moduleNames(in: rules, packageRoot: root))
        #expect(
            block == graph.rendered(as: .mermaid),
            "README.md's graph is stale: replace the block between its ```mermaid fences with the output of Scripts/dependency-lint --module-graph mermaid"
        )
    }
}
