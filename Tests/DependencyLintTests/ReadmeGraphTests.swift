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
        let rendered = GraphPrinter.render(
            graph, format: .mermaid,
            excluding: [
                "Benchmarks", "DependencyLint", "DependencyLintTool", "ScreenHostProbe", "StartFloorProbe", "SaveLoopProbe", "PtySessionLeader",
                "TerminalTestSupport", "NetworkTestSupport", "ArticleTestSupport", "FeatureDomainTestSupport",
            ])
        #expect(
            block == rendered,
            "update README.md with Scripts/dependency-lint --graph mermaid --exclude Benchmarks,DependencyLint,DependencyLintTool,ScreenHostProbe,StartFloorProbe,SaveLoopProbe,PtySessionLeader,TerminalTestSupport,NetworkTestSupport,ArticleTestSupport,FeatureDomainTestSupport"
        )
    }
}
