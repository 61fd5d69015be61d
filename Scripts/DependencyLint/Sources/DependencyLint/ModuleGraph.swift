import Foundation

/// The graph of the app's modules as the rules file allows it, reduced to the edges a reader
/// needs: an edge that a longer path already implies is left out (the transitive reduction), so
/// the README's graph shows the layers and not every import they permit.
///
/// It reads only `Scripts/dependency-rules.txt` (and which folders exist), never `Package.swift`,
/// so a new module appears as soon as its rule line does, and printing it costs no package build.
public struct ModuleGraph: Sendable, Equatable {
    /// The rules allow a cycle, which has no transitive reduction; the names go round it once.
    public struct Cycle: Error, Equatable, CustomStringConvertible {
        public var modules: [String]

        /// Creates a `Cycle` from the modules met going round it.
        public init(modules: [String]) {
            self.modules = modules
        }

        public var description: String { "the rules allow a cycle: \((modules + [modules[0]]).joined(separator: " → "))" }
    }

    /// The modules drawn, sorted by name.
    public private(set) var modules: [String]
    /// The edges kept, `(importer, imported)`, sorted by importer then imported.
    public private(set) var edges: [GraphPrinter.Edge]

    /// The graph over `modules` that `rules` allows, reduced. Rules that name targets outside
    /// `modules` (tools, test helpers) add no edge and no path.
    public init(rules: DependencyRules, modules: Set<String>) throws(Cycle) {
        let allowed = modules.reduce(into: [String: Set<String>]()) { result, module in
            result[module] = (rules.allowed[module] ?? []).intersection(modules).subtracting([module])
        }
        if let cycle = Self.cycle(in: allowed) { throw Cycle(modules: cycle) }
        var edges: [GraphPrinter.Edge] = []
        for module in allowed.keys.sorted() {
            let direct = allowed[module] ?? []
            for imported in direct.sorted() {
                // Kept only when no other module this one may import leads to it.
                let implied = direct.contains { other in other != imported && Self.reaches(from: other, to: imported, in: allowed) }
                if !implied { edges.append(GraphPrinter.Edge(from: module, to: imported)) }
            }
        }
        self.modules = modules.sorted()
        self.edges = edges
    }

    /// The targets of `rules` that are modules or apps of the package at `packageRoot`: those
    /// with a folder of their own name in `Modules/` or `Apps/`, where the package keeps them.
    public static func moduleNames(in rules: DependencyRules, packageRoot: URL) -> Set<String> {
        Set(
            rules.allowed.keys.filter { name in
                ["Modules", "Apps"].contains { folder in
                    var isDirectory: ObjCBool = false
                    let path = packageRoot.appendingPathComponent(folder).appendingPathComponent(name).path
                    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                }
            })
    }

    /// The graph in `format`, as `GraphPrinter` prints any graph.
    public func rendered(as format: GraphPrinter.Format) -> String {
        GraphPrinter.render(nodes: modules, edges: edges, format: format)
    }

    private static func reaches(from start: String, to goal: String, in allowed: [String: Set<String>]) -> Bool {
        var seen: Set<String> = [start]
        var pending = [start]
        while let module = pending.popLast() {
            if module == goal { return true }
            for next in allowed[module] ?? [] where seen.insert(next).inserted {
                pending.append(next)
            }
        }
        return false
    }

    /// One cycle of `allowed`, in order, or nil; found by a depth-first walk in name order, so
    /// the same rules always name the same cycle.
    private static func cycle(in allowed: [String: Set<String>]) -> [String]? {
        var finished: Set<String> = []
        var path: [String] = []
        func visit(_ module: String) -> [String]? {
            if let start = path.firstIndex(of: module) { return Array(path[start...]) }
            if finished.contains(module) { return nil }
            path.append(module)
            for next in (allowed[module] ?? []).sorted() {
                if let cycle = visit(next) { return cycle }
            }
            path.removeLast()
            finished.insert(module)
            return nil
        }
        for module in allowed.keys.sorted() {
            if let cycle = visit(module) { return cycle }
        }
        return nil
    }
}
