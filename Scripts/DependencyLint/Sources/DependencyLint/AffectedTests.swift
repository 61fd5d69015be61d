/// Which test targets a change can affect: each changed file is mapped to the target whose
/// folder holds it, and the reverse of the declared dependency graph is walked from there.
///
/// Anything the graph cannot vouch for sends the choice back to every test: the manifest
/// itself, the scripts (the lint, the test command), and a file that no target holds (a
/// document a test reads, a fixture beside the package).
public struct AffectedTests: Sendable, Equatable {
    /// Why one test target was chosen: the changed target it reaches, through which targets,
    /// and one changed file of that target.
    public struct Reason: Sendable, Equatable {
        /// The test target, then each target it depends on down to the changed one.
        public var path: [String]
        /// A changed file of the last target of `path`.
        public var file: String
    }

    /// Run every test: `reason` says which file forced it.
    public var everythingBecause: String?
    /// The chosen test targets, sorted by name, each with why.
    public var chosen: [String: Reason]
    /// The test targets left out, sorted by name.
    public var skipped: [String]
    /// Every target a change reaches, tests or not, sorted by name; empty when everything runs.
    public var affectedTargets: [String]

    /// The test targets to run for `changedFiles` (paths relative to the package root, as
    /// `git diff --name-only` prints them).
    public init(graph: PackageGraph, changedFiles: [String]) {
        let testTargets = graph.targets.filter(\.isTest).map(\.name).sorted()
        var changedTargets: [String: String] = [:]
        var fallback: String?
        for file in changedFiles.sorted() where !file.isEmpty {
            if file == "Package.swift" || file == "Package.resolved" || file.hasPrefix("Scripts/") || file.hasPrefix(".ci/") {
                fallback = fallback ?? "\(file) changed, which can change how every target builds or is tested"
                continue
            }
            guard let target = Self.target(holding: file, in: graph) else {
                fallback = fallback ?? "\(file) belongs to no target, so no target's tests can be said to cover it"
                continue
            }
            if changedTargets[target] == nil { changedTargets[target] = file }
        }
        if let fallback {
            everythingBecause = fallback
            chosen = [:]
            skipped = []
            affectedTargets = []
            return
        }
        everythingBecause = nil
        // Breadth first from the changed targets along "is depended on by", so each reached
        // target keeps a shortest chain back to a change.
        var dependents: [String: [String]] = [:]
        for target in graph.targets {
            for dependency in target.targetDependencies { dependents[dependency, default: []].append(target.name) }
        }
        var reached: [String: [String]] = [:]
        var queue = changedTargets.keys.sorted()
        for target in queue { reached[target] = [target] }
        var index = 0
        while index < queue.count {
            let target = queue[index]
            index += 1
            for dependent in (dependents[target] ?? []).sorted() where reached[dependent] == nil {
                reached[dependent] = [dependent] + (reached[target] ?? [])
                queue.append(dependent)
            }
        }
        var chosen: [String: Reason] = [:]
        for test in testTargets {
            guard let path = reached[test], let last = path.last, let file = changedTargets[last] else { continue }
            chosen[test] = Reason(path: path, file: file)
        }
        self.chosen = chosen
        skipped = testTargets.filter { chosen[$0] == nil }
        affectedTargets = reached.keys.sorted()
    }

    /// The target whose folder holds `file`; the deepest folder wins where folders nest.
    static func target(holding file: String, in graph: PackageGraph) -> String? {
        graph.targets
            .filter { file.hasPrefix($0.path.hasSuffix("/") ? $0.path : $0.path + "/") }
            .max { $0.path.count < $1.path.count }?
            .name
    }

    /// The choice as lines for a person: what runs and why, what is skipped.
    public var explanation: [String] {
        if let everythingBecause { return ["every test runs: \(everythingBecause)"] }
        guard !chosen.isEmpty else { return ["no test target is affected"] + skippedLine }
        var lines = ["affected test targets:"]
        for name in chosen.keys.sorted() {
            guard let reason = chosen[name] else { continue }
            let chain = reason.path.dropFirst().joined(separator: " → ")
            let how = reason.path.count == 1 ? "its own files changed" : "depends on \(chain)"
            lines.append("  \(name): \(how) (\(reason.file))")
        }
        return lines + skippedLine
    }

    private var skippedLine: [String] {
        skipped.isEmpty ? [] : ["skipped: " + skipped.joined(separator: ", ")]
    }
}
