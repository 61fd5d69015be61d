import DependencyLint
import Foundation

/// `dependency-lint`: checks that every target imports only what docs/ARCHITECTURE.md's module table allows.
/// Exit status: 0 clean (warnings allowed), 1 violations, 2 bad usage or an unreadable package.

let usage = """
    usage: dependency-lint [--package-path PATH] [--rules FILE] [--graph mermaid|dot [--exclude T,T]]
           dependency-lint [--package-path PATH] [--rules FILE] --module-graph mermaid|dot
           dependency-lint [--package-path PATH] --affected-by LIST

    Checks the package's declared target dependencies and every `import` in its Swift sources
    against the rules file (default: PATH/Scripts/dependency-rules.txt), and that only files in
    the system's rooms (the `room` lines of PATH/Scripts/portability-rules.txt; in tests, and
    where no room is named, System/ folders) import a C library module or spell a Linux-only
    name (the names are in the same file), and that no file under Modules/ or Apps/ imports full
    Foundation outside `#if canImport(FoundationEssentials) … #else` unless
    PATH/Scripts/foundation-allow-list.txt names it with a reason.

      --package-path PATH   the package to check (default: the current directory)
      --rules FILE          the allowed imports, one `Target: Allowed, ...` line per target
      --graph FORMAT        print the declared module graph as mermaid or dot instead of linting
      --exclude TARGETS     leave these comma-separated targets out of the graph (tools, say)
      --module-graph FORMAT print the graph the rules file allows between the modules and apps
                            (its targets with a folder in Modules/ or Apps/) as mermaid or dot,
                            reduced: an edge a longer path implies is left out; README.md's
                            graph is this output
      --affected-by LIST    instead of linting, say which test targets the changed files listed
                            in LIST (one path a line, relative to PATH; - for standard input) can
                            affect and why; the last two lines are `targets: all` or
                            `targets: NAME ...` (every target reached) and `tests: all`,
                            `tests: none` or `tests: NAME NAME ...`
      -h, --help            show this help
    """

func exitWithUsageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("dependency-lint: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

func exitWithError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("dependency-lint: \(message)\n".utf8))
    exit(2)
}

var packagePath = FileManager.default.currentDirectoryPath
var rulesPath: String?
var graphFormat: GraphPrinter.Format?
var moduleGraphFormat: GraphPrinter.Format?
var excludedFromGraph: Set<String> = []
var changeListPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--package-path", "--rules", "--graph", "--module-graph", "--exclude", "--affected-by":
        guard let value = arguments.popFirst() else { exitWithUsageError("\(argument) needs a value") }
        switch argument {
        case "--package-path": packagePath = value
        case "--rules": rulesPath = value
        case "--exclude": excludedFromGraph = Set(value.split(separator: ",").map(String.init))
        case "--affected-by": changeListPath = value
        default:
            guard let format = GraphPrinter.Format(rawValue: value) else {
                exitWithUsageError("unknown graph format \"\(value)\"; choose mermaid or dot")
            }
            if argument == "--graph" { graphFormat = format } else { moduleGraphFormat = format }
        }
    default:
        exitWithUsageError("unknown argument \"\(argument)\"")
    }
}

let packageRoot = URL(fileURLWithPath: packagePath).standardizedFileURL
guard FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Package.swift").path) else {
    exitWithError("no Package.swift in \(packageRoot.path)")
}

let rulesURL = rulesPath.map { URL(fileURLWithPath: $0) } ?? packageRoot.appendingPathComponent("Scripts/dependency-rules.txt")

func loadRules() -> DependencyRules {
    do {
        let text = try String(contentsOf: rulesURL, encoding: .utf8)
        return try DependencyRules(parsing: text)
    } catch let error as DependencyRules.ParseError {
        exitWithError("\(rulesURL.path): \(error)")
    } catch {
        exitWithError("cannot read the rules file \(rulesURL.path): \(error.localizedDescription)")
    }
}

// The rules alone: no package description, so it prints in the time the tool takes to start.
if let moduleGraphFormat {
    let rules = loadRules()
    do {
        let moduleGraph = try ModuleGraph(rules: rules, modules: ModuleGraph.moduleNames(in: rules, packageRoot: packageRoot))
        print(moduleGraph.rendered(as: moduleGraphFormat))
        exit(0)
    } catch {
        exitWithError("\(rulesURL.path): \(error)")
    }
}

let graph: PackageGraph
do {
    graph = try PackageDescriber.describe(packagePath: packageRoot)
} catch let failure as PackageDescriber.Failure {
    if let cycle = failure.declaredCycle {
        // SwiftPM refuses to describe a package whose declared dependencies form a cycle.
        print("Package.swift:1: error: dependency cycle: \(cycle.replacingOccurrences(of: " -> ", with: " → "))")
        print("dependency-lint: 1 error")
        exit(1)
    }
    exitWithError(failure.description)
} catch {
    exitWithError("\(error)")
}

if let graphFormat {
    print(GraphPrinter.render(graph, format: graphFormat, excluding: excludedFromGraph))
    exit(0)
}

if let changeListPath {
    let data = changeListPath == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: changeListPath)
    guard let data else { exitWithError("cannot read the list of changed files \(changeListPath)") }
    let files = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
    let affected = AffectedTests(graph: graph, changedFiles: files)
    for line in affected.explanation { print(line) }
    if affected.everythingBecause != nil {
        print("targets: all")
        print("tests: all")
    } else {
        print("targets: " + affected.affectedTargets.joined(separator: " "))
        print(affected.chosen.isEmpty ? "tests: none" : "tests: " + affected.chosen.keys.sorted().joined(separator: " "))
    }
    exit(0)
}

let rules = loadRules()

let portability: PortabilityRules
do {
    portability = try PortabilityRules.load(packageRoot: packageRoot)
} catch {
    exitWithError("Scripts/portability-rules.txt: \(error)")
}

let foundationAllowList: FoundationAllowList
do {
    foundationAllowList = try FoundationAllowList.load(packageRoot: packageRoot)
} catch {
    exitWithError("\(FoundationAllowList.path): \(error)")
}

let diagnostics = Linter(packageRoot: packageRoot, graph: graph, rules: rules, portability: portability, foundationAllowList: foundationAllowList).lint()
for diagnostic in diagnostics { print(diagnostic) }
let errors = diagnostics.filter { $0.severity == .error }.count
let warnings = diagnostics.count - errors
// The files the portability check flags, each once, so a reviewer sees at a glance what still
// reaches the operating system outside the system's rooms.
let unportable = Set(
    diagnostics.filter { [.systemImportOutsideSystemFolder, .linuxOnlyName, .glibcGateWithoutMusl].contains($0.rule) }.map(\.path)
).sorted()
if !unportable.isEmpty {
    print("dependency-lint: \(unportable.count) file\(unportable.count == 1 ? "" : "s") not portable (Linux and macOS):")
    for path in unportable { print("  \(path)") }
}
print("dependency-lint: \(graph.targets.count) targets, \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
exit(errors == 0 ? 0 : 1)
