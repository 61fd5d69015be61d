/// Prints the declared module graph for documentation: Mermaid for the README, DOT for Graphviz.
public enum GraphPrinter {
    /// The formats the graph can be printed in.
    public enum Format: String, Sendable, CaseIterable {
        case mermaid, dot
    }

    /// The graph of the package's non-test targets in `format`, without the targets named in
    /// `excluded` (tools, for a graph of the app's modules alone).
    public static func render(_ graph: PackageGraph, format: Format, excluding excluded: Set<String> = []) -> String {
        let targets = graph.targets.filter { !$0.isTest && !excluded.contains($0.name) }.sorted { $0.name < $1.name }
        let names = Set(targets.map(\.name))
        var edges: [(String, String)] = []
        for target in targets {
            for dependency in target.targetDependencies.sorted() where names.contains(dependency) {
                edges.append((target.name, dependency))
            }
        }
        switch format {
        case .mermaid:
            var lines = ["graph TD"]
            lines += edges.map { "    \($0.0) --> \($0.1)" }
            let isolated = targets.map(\.name).filter { name in !edges.contains { $0.0 == name || $0.1 == name } }
            lines += isolated.map { "    \($0)" }
            return lines.joined(separator: "\n")
        case .dot:
            var lines = ["digraph modules {", "    rankdir=LR;", "    node [shape=box];"]
            lines += targets.map { "    \"\($0.name)\";" }
            lines += edges.map { "    \"\($0.0)\" -> \"\($0.1)\";" }
            lines.append("}")
            return lines.joined(separator: "\n")
        }
    }
}
