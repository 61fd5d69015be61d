/// Prints a module graph for documentation: Mermaid for the README, DOT for Graphviz.
public enum GraphPrinter {
    /// The formats the graph can be printed in.
    public enum Format: String, Sendable, CaseIterable {
        case mermaid, dot
    }

    /// One arrow of a graph: `from` may import `to`.
    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String

        /// Creates an `Edge` from its parts.
        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    /// The graph of the package's non-test targets in `format`, without the targets named in
    /// `excluded` (tools, for a graph of the app's modules alone).
    public static func render(_ graph: PackageGraph, format: Format, excluding excluded: Set<String> = []) -> String {
        let targets = graph.targets.filter { !$0.isTest && !excluded.contains($0.name) }.sorted { $0.name < $1.name }
        let names = Set(targets.map(\.name))
        var edges: [Edge] = []
        for target in targets {
            for dependency in target.targetDependencies.sorted() where names.contains(dependency) {
                edges.append(Edge(from: target.name, to: dependency))
            }
        }
        return render(nodes: targets.map(\.name), edges: edges, format: format)
    }

    /// `nodes` and `edges` in `format`, in the order given; in Mermaid a node without an edge
    /// gets a line of its own, so it is still drawn.
    public static func render(nodes: [String], edges: [Edge], format: Format) -> String {
        switch format {
        case .mermaid:
            var lines = ["graph TD"]
            lines += edges.map { "    \($0.from) --> \($0.to)" }
            let isolated = nodes.filter { name in !edges.contains { $0.from == name || $0.to == name } }
            lines += isolated.map { "    \($0)" }
            return lines.joined(separator: "\n")
        case .dot:
            var lines = ["digraph modules {", "    rankdir=LR;", "    node [shape=box];"]
            lines += nodes.map { "    \"\($0)\";" }
            lines += edges.map { "    \"\($0.from)\" -> \"\($0.to)\";" }
            lines.append("}")
            return lines.joined(separator: "\n")
        }
    }
}
