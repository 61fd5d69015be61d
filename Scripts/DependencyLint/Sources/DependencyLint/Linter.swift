import Foundation

/// Checks a package's declared target graph and its source imports against the rules.
public struct Linter {
    public let packageRoot: URL
    public let graph: PackageGraph
    public let rules: DependencyRules
    /// Where diagnostics about declarations point: the manifest, relative to the package root.
    public let manifestPath = "Package.swift"

    /// The Linux-only spellings kept to `Modules/SystemCalls` and `System/` folders (`Scripts/portability-rules.txt`).
    public let portability: PortabilityRules

    /// The app's files that may import full Foundation (`Scripts/foundation-allow-list.txt`).
    public let foundationAllowList: FoundationAllowList

    private let manifestLines: [Substring]
    private let projectModules: Set<String>

    /// Creates a `Linter` from its parts.
    public init(
        packageRoot: URL, graph: PackageGraph, rules: DependencyRules, portability: PortabilityRules = PortabilityRules(entries: []),
        foundationAllowList: FoundationAllowList = FoundationAllowList(entries: [])
    ) {
        self.packageRoot = packageRoot
        self.graph = graph
        self.rules = rules
        self.portability = portability
        self.foundationAllowList = foundationAllowList
        let manifest = (try? String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        self.manifestLines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
        self.projectModules = Set(graph.targets.map(\.name))
    }

    /// Every finding, errors and warnings, sorted by file and line.
    public func lint() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var importedModules: [String: Set<String>] = [:]
        for target in graph.targets {
            let (findings, imported) = check(target)
            diagnostics += findings
            importedModules[target.name] = imported
        }
        diagnostics += cycles(importedModules: importedModules)
        diagnostics += staleFoundationAllowances()
        return diagnostics.sorted()
    }

    /// The findings for one target, and the project modules its sources import.
    private func check(_ target: PackageGraph.Target) -> ([Diagnostic], Set<String>) {
        var diagnostics: [Diagnostic] = []
        let declarationLine = manifestLine(declaring: target.name)
        func manifestError(_ rule: Diagnostic.Rule, _ message: String, severity: Diagnostic.Severity = .error) {
            diagnostics.append(Diagnostic(path: manifestPath, line: declarationLine, severity: severity, rule: rule, message: message))
        }

        for product in target.productDependencies {
            manifestError(.outsidePackage, "\(target.name) depends on \(product) from another package; the project uses the Swift toolchain alone")
        }
        guard let allowed = rules.allowedImports(for: target.name) else {
            manifestError(.unknownTarget, "\(target.name) has no line in the dependency rules; add one saying what it may import")
            return (diagnostics, [])
        }
        let declared = Set(target.targetDependencies)
        for dependency in target.targetDependencies.sorted() where !allowed.contains(dependency) {
            manifestError(.forbiddenDependency, "\(target.name) declares a dependency on \(dependency), which the rules forbid (\(allowedSummary(allowed)))")
        }

        var imported: Set<String> = []
        for source in target.sources where source.hasSuffix(".swift") {
            let relativePath = target.path + "/" + source
            guard let text = try? String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8) else { continue }
            diagnostics += PortabilityCheck.check(path: relativePath, source: text, rules: portability, target: target.name)
            diagnostics += FoundationImportCheck.check(path: relativePath, source: text, allowList: foundationAllowList)
            for statement in ImportScanner.imports(in: text) {
                func sourceError(_ rule: Diagnostic.Rule, _ message: String) {
                    diagnostics.append(Diagnostic(path: relativePath, line: statement.line, severity: .error, rule: rule, message: message))
                }
                if statement.isTestable && !target.isTest {
                    sourceError(.testableImportOutsideTests, "@testable import of \(statement.module) outside a test target")
                }
                guard projectModules.contains(statement.module), statement.module != target.name else { continue }
                imported.insert(statement.module)
                if !allowed.contains(statement.module) {
                    sourceError(.forbiddenImport, "\(target.name) must not import \(statement.module) (\(allowedSummary(allowed)))")
                } else if !declared.contains(statement.module) {
                    sourceError(.undeclaredImport, "\(target.name) imports \(statement.module) but does not declare it as a dependency in Package.swift")
                }
            }
        }
        for dependency in target.targetDependencies.sorted() where !imported.contains(dependency) && allowed.contains(dependency) {
            manifestError(.unusedDependency, "\(target.name) declares \(dependency) but never imports it", severity: .warning)
        }
        return (diagnostics, imported)
    }

    /// Every cycle among the targets, each reported once at its first target's declaration.
    ///
    /// SwiftPM itself refuses a cycle of declared dependencies, so the edges here are the
    /// declared ones together with the imports: an undeclared import back up the graph closes
    /// a cycle that the manifest alone does not show.
    private func cycles(importedModules: [String: Set<String>]) -> [Diagnostic] {
        let edges = Dictionary(
            uniqueKeysWithValues: graph.targets.map { target in
                let targets = Set(target.targetDependencies).union(importedModules[target.name] ?? [])
                return (target.name, targets.filter(projectModules.contains).sorted())
            })
        var reported: Set<Set<String>> = []
        var diagnostics: [Diagnostic] = []
        var finished: Set<String> = []

        func visit(_ node: String, path: [String]) {
            if let start = path.firstIndex(of: node) {
                let cycle = Array(path[start...])
                if reported.insert(Set(cycle)).inserted {
                    let first = cycle.min()!
                    let rotation = cycle.firstIndex(of: first)!
                    let ordered = Array(cycle[rotation...] + cycle[..<rotation]) + [first]
                    diagnostics.append(
                        Diagnostic(
                            path: manifestPath, line: manifestLine(declaring: first), severity: .error, rule: .dependencyCycle,
                            message: "dependency cycle: \(ordered.joined(separator: " → "))"))
                }
                return
            }
            guard !finished.contains(node) else { return }
            for next in edges[node] ?? [] { visit(next, path: path + [node]) }
            finished.insert(node)
        }
        for node in edges.keys.sorted() { visit(node, path: []) }
        return diagnostics
    }

    /// An allowance for a file that no longer imports full Foundation outside the gate (or is
    /// gone) is an error, so the list only ever shrinks to what is still needed.
    private func staleFoundationAllowances() -> [Diagnostic] {
        foundationAllowList.entries.compactMap { entry in
            let text = try? String(contentsOf: packageRoot.appendingPathComponent(entry.path), encoding: .utf8)
            let withoutAllowance = FoundationAllowList(entries: [])
            if let text, !FoundationImportCheck.check(path: entry.path, source: text, allowList: withoutAllowance).isEmpty { return nil }
            return Diagnostic(
                path: FoundationAllowList.path, line: entry.line, severity: .error, rule: .staleFoundationAllowance,
                message: "\(entry.path) \(text == nil ? "does not exist" : "imports no full Foundation outside the gate"); remove its line")
        }
    }

    private func manifestLine(declaring target: String) -> Int {
        // Prefer the target's declaration (`.target(name: ...`) over a product of the same name.
        let needle = "name: \"\(target)\""
        let candidates = manifestLines.indices.filter { manifestLines[$0].contains(needle) }
        let declaration = candidates.first { index in
            manifestLines[index].contains("arget(") || (index > 0 && manifestLines[index - 1].contains("arget("))
        }
        return (declaration ?? candidates.first ?? 0) + 1
    }

    private func allowedSummary(_ allowed: Set<String>) -> String {
        allowed.isEmpty ? "it may import project modules: none" : "it may import: \(allowed.sorted().joined(separator: ", "))"
    }
}
