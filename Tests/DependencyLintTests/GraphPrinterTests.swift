import DependencyLint
import Testing

@Suite("Graph printer")
struct GraphPrinterTests {
    private let graph = PackageGraph(
        name: "P",
        targets: [
            .init(name: "Resources", type: "library", path: "R", sources: [], targetDependencies: []),
            .init(name: "DesignSystem", type: "library", path: "D", sources: [], targetDependencies: ["Resources"]),
            .init(name: "DesignSystemTests", type: "test", path: "T", sources: [], targetDependencies: ["DesignSystem"]),
        ])

    @Test("mermaid lists the edges of non-test targets")
    func mermaid() {
        #expect(GraphPrinter.render(graph, format: .mermaid) == "graph TD\n    DesignSystem --> Resources")
    }

    @Test("dot lists the nodes and edges of non-test targets")
    func dot() {
        #expect(
            GraphPrinter.render(graph, format: .dot) == """
                digraph modules {
                    rankdir=LR;
                    node [shape=box];
                    "DesignSystem";
                    "Resources";
                    "DesignSystem" -> "Resources";
                }
                """)
    }
}
