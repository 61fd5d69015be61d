import DependencyLint
import Foundation
import Testing

/// `Scripts/test --affected`: changed files map to their targets, and the reverse dependency
/// graph says which tests can see the change.
@Suite("Affected tests")
struct AffectedTestsTests {
    /// A scratch copy of the project's graph: its modules, apps, tools and test targets, with
    /// their folders and declared dependencies.
    static let graph: PackageGraph = {
        func target(_ name: String, _ type: String, _ path: String, _ dependencies: [String] = []) -> PackageGraph.Target {
            PackageGraph.Target(name: name, type: type, path: path, sources: [], targetDependencies: dependencies)
        }
        return PackageGraph(
            name: "Scratch",
            targets: [
                target("Resources", "library", "Modules/Resources"),
                target("DesignSystem", "library", "Modules/DesignSystem", ["Resources"]),
                target("FeatureUserInterface", "library", "Modules/FeatureUserInterface", ["DesignSystem", "Resources"]),
                target("RIBs", "library", "Modules/RIBs"),
                target("Network", "library", "Modules/Network"),
                target("FeatureDomain", "library", "Modules/FeatureDomain", ["RIBs", "FeatureUserInterface", "DesignSystem", "Resources", "Network"]),
                target("MainCLI", "executable", "Apps/MainCLI", ["FeatureDomain", "RIBs", "DesignSystem", "Resources", "Network"]),
                target("DemoCLI", "executable", "Apps/DemoCLI", ["FeatureUserInterface", "DesignSystem", "Resources"]),
                target("ScreenHostProbe", "executable", "Tests/ScreenHostProbe", ["DesignSystem"]),
                target("SaveLoopProbe", "executable", "Tests/SaveLoopProbe", ["FeatureDomain"]),
                target("TerminalTestSupport", "library", "Tests/TerminalTestSupport"),
                target("NetworkTestSupport", "library", "Tests/NetworkTestSupport", ["Network"]),
                target("Benchmarks", "executable", "Tests/Benchmarks", ["FeatureUserInterface", "DesignSystem", "Resources", "RIBs"]),
                target("MainCLITests", "test", "Tests/MainCLITests", ["MainCLI", "SaveLoopProbe", "TerminalTestSupport"]),
                target("ResourcesTests", "test", "Tests/ResourcesTests", ["Resources"]),
                target("DesignSystemTests", "test", "Tests/DesignSystemTests", ["DesignSystem", "Resources", "ScreenHostProbe", "TerminalTestSupport"]),
                target("FeatureUserInterfaceTests", "test", "Tests/FeatureUserInterfaceTests", ["FeatureUserInterface", "DesignSystem", "Resources"]),
                target("RIBsTests", "test", "Tests/RIBsTests", ["RIBs"]),
                target("NetworkTests", "test", "Tests/NetworkTests", ["Network", "NetworkTestSupport"]),
                target(
                    "FeatureDomainTests", "test", "Tests/FeatureDomainTests",
                    ["FeatureDomain", "RIBs", "FeatureUserInterface", "DesignSystem", "Resources", "Network", "NetworkTestSupport"]),
                target("DemoCLITests", "test", "Tests/DemoCLITests", ["DemoCLI", "FeatureUserInterface", "DesignSystem", "Resources"]),
            ])
    }()

    @Test("a change in Network runs Network's, FeatureDomain's and MainCLI's tests, not DesignSystem's, Resources' or DemoCLI's")
    func network() {
        let affected = AffectedTests(graph: Self.graph, changedFiles: ["Modules/Network/HTTP/HTTPClient.swift"])
        #expect(affected.everythingBecause == nil)
        #expect(affected.chosen.keys.sorted() == ["FeatureDomainTests", "MainCLITests", "NetworkTests"])
        #expect(affected.skipped == ["DemoCLITests", "DesignSystemTests", "FeatureUserInterfaceTests", "RIBsTests", "ResourcesTests"])
        #expect(affected.chosen["MainCLITests"]?.path == ["MainCLITests", "MainCLI", "Network"])
        #expect(affected.chosen["NetworkTests"]?.file == "Modules/Network/HTTP/HTTPClient.swift")
        #expect(affected.explanation.contains("  MainCLITests: depends on MainCLI → Network (Modules/Network/HTTP/HTTPClient.swift)"))
        #expect(
            affected.affectedTargets == [
                "FeatureDomain", "FeatureDomainTests", "MainCLI", "MainCLITests", "Network", "NetworkTestSupport", "NetworkTests", "SaveLoopProbe",
            ])
    }

    @Test("a change in Resources runs the tests of everything that depends on it, not RIBs' or Network's")
    func resources() {
        let affected = AffectedTests(graph: Self.graph, changedFiles: ["Modules/Resources/Files/Strings/ko.json"])
        #expect(
            affected.chosen.keys.sorted() == [
                "DemoCLITests", "DesignSystemTests", "FeatureDomainTests", "FeatureUserInterfaceTests", "MainCLITests", "ResourcesTests",
            ])
        #expect(affected.skipped == ["NetworkTests", "RIBsTests"])
    }

    @Test("a test target's own files, or a support target's, run only the tests that use them")
    func testFiles() {
        let own = AffectedTests(graph: Self.graph, changedFiles: ["Tests/RIBsTests/RouterTests.swift"])
        #expect(own.chosen.keys.sorted() == ["RIBsTests"])
        #expect(own.affectedTargets == ["RIBsTests"])
        #expect(own.explanation.contains("  RIBsTests: its own files changed (Tests/RIBsTests/RouterTests.swift)"))
        let support = AffectedTests(graph: Self.graph, changedFiles: ["Tests/TerminalTestSupport/Pty.swift", "Tests/RIBsTests/A.swift"])
        #expect(support.chosen.keys.sorted() == ["DesignSystemTests", "MainCLITests", "RIBsTests"])
    }

    @Test("the manifest, the scripts and a file no target holds send every test to run")
    func fallback() {
        for file in [
            "Package.swift", "Scripts/test", "Scripts/DependencyLint/Sources/DependencyLint/Linter.swift", "README.md", "docs/screens/home-korean-ko.svg",
        ] {
            let affected = AffectedTests(graph: Self.graph, changedFiles: ["Modules/RIBs/Router.swift", file])
            #expect(affected.everythingBecause?.hasPrefix(file) == true, "\(file)")
            #expect(affected.chosen.isEmpty && affected.skipped.isEmpty)
        }
        #expect(AffectedTests(graph: Self.graph, changedFiles: ["Modules/RIBsExtra/A.swift"]).everythingBecause != nil)
    }

    @Test("nothing changed runs nothing; a file in a nested target's folder belongs to the nested target")
    func emptyAndNested() {
        let none = AffectedTests(graph: Self.graph, changedFiles: [])
        #expect(none.everythingBecause == nil && none.chosen.isEmpty)
        #expect(none.explanation.first == "no test target is affected")
        var graph = Self.graph
        graph.targets.append(PackageGraph.Target(name: "RIBsTestFixtures", type: "test", path: "Modules/RIBs/Fixtures", sources: [], targetDependencies: []))
        let nested = AffectedTests(graph: graph, changedFiles: ["Modules/RIBs/Fixtures/A.swift"])
        #expect(nested.chosen.keys.sorted() == ["RIBsTestFixtures"])
    }

    @Test("the project's own Package.swift gives the same choices as the scratch copy")
    func realPackage() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let graph = try PackageDescriber.describe(packagePath: root)
        let network = AffectedTests(graph: graph, changedFiles: ["Modules/Network/X.swift"])
        #expect(Set(network.chosen.keys) == ["AppHostTests", "FeatureDomainTests", "MainCLITests", "NetworkTests"])
        let resources = AffectedTests(graph: graph, changedFiles: ["Modules/Resources/X.swift"])
        #expect(!resources.chosen.keys.contains("RIBsTests") && !resources.chosen.keys.contains("NetworkTests"))
        #expect(resources.chosen.keys.contains("DemoCLITests") && resources.chosen.keys.contains("MainCLITests"))
    }
}
