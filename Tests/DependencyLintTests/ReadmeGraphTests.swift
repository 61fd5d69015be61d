import DependencyLint
import Foundation
import Testing

@Suite("README's module graph")
struct ReadmeGraphTests {
    @Test("the Mermaid graph in README.md is the one Package.swift declares")
    func readmeMatchesPackage() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```mermaid\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let graph = try PackageDescriber.describe(packagePath: root)
        // CommandLineTable (the apps' command-line tables, a leaf both apps import) is left out
        // until the README being rewritten for issue 50 draws it: then drop it from this list
        // and from the command below, and paste the graph the command prints.
        let rendered = GraphPrinter.render(
            graph, format: .mermaid,
            excluding: [
                "Benchmarks", "DependencyLint", "DependencyLintTool", "ScreenHostProbe", "StartFloorProbe", "SaveLoopProbe", "PtySessionLeader",
                "TerminalTestSupport", "NetworkTestSupport", "ArticleTestSupport", "CommandLineTable",
            ])
        #expect(
            block == rendered,
            "update README.md with Scripts/dependency-lint --graph mermaid --exclude Benchmarks,DependencyLint,DependencyLintTool,ScreenHostProbe,StartFloorProbe,SaveLoopProbe,PtySessionLeader,TerminalTestSupport,NetworkTestSupport,ArticleTestSupport,CommandLineTable"
        )
    }
}
