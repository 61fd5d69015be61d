import DependencyLint
import Foundation
import Testing

@Suite("Portability: only Modules/SystemCalls and System/ folders reach the operating system")
struct PortabilityCheckTests {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Portability")

    private func findings() throws -> [String] {
        let graph = try PackageDescriber.describe(packagePath: fixture)
        let rules = try DependencyRules(parsing: String(contentsOf: fixture.appendingPathComponent("Scripts/dependency-rules.txt"), encoding: .utf8))
        let portability = try PortabilityRules.load(packageRoot: fixture)
        return Linter(packageRoot: fixture, graph: graph, rules: rules, portability: portability).lint().map(\.description)
    }

    @Test("an import of the C library and Linux-only names outside System/ are errors at their lines; System/ may have them")
    func seededFile() throws {
        // The expected lines live beside the seeded file: written here, their Linux-only names
        // would be findings of the project's own lint.
        let expected = try String(contentsOf: fixture.appendingPathComponent("expected-findings.txt"), encoding: .utf8)
        #expect(try findings() == expected.split(separator: "\n").map(String.init))
    }

    @Test("every C library module counts, under any attribute")
    func everyModule() {
        for module in ["Glibc", "Musl", "Darwin", "SwiftGlibc", "ucrt", "WinSDK", "Android"] {
            let source = "@preconcurrency import \(module).stdio\n"
            let found = PortabilityCheck.check(path: "Modules/A/File.swift", source: source, rules: PortabilityRules(entries: []))
            #expect(found.map(\.rule) == [.systemImportOutsideSystemFolder], "\(module)")
            #expect(PortabilityCheck.check(path: "Modules/A/System/File.swift", source: source, rules: PortabilityRules(entries: [])).isEmpty)
        }
    }

    @Test("a Glibc gate with a Musl branch passes, in System/ or not")
    func muslSibling() {
        let gate = "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Glibc)\nimport Glibc\n#elseif canImport(Musl)\nimport Musl\n#endif\n"
        #expect(PortabilityCheck.check(path: "Modules/A/System/Platform.swift", source: gate, rules: PortabilityRules(entries: [])).isEmpty)
        let withoutMusl = "#if canImport(Glibc)\nimport Glibc\n#endif\n"
        #expect(
            PortabilityCheck.check(path: "Modules/A/System/Platform.swift", source: withoutMusl, rules: PortabilityRules(entries: [])).map(\.rule) == [
                .glibcGateWithoutMusl
            ])
    }

    @Test("every file of Modules/SystemCalls is in the system's room, at any depth; a module named like it is not")
    func systemCallsModuleIsTheSystemRoom() {
        #expect(PortabilityCheck.isInSystemFolder("Modules/SystemCalls/Sockets/UnixSocket.swift"))
        #expect(PortabilityCheck.isInSystemFolder("Modules/SystemCalls/Errors/SystemError.swift"))
        #expect(!PortabilityCheck.isInSystemFolder("Modules/SystemCallsExtras/Sockets.swift"))
        #expect(!PortabilityCheck.isInSystemFolder("Tests/SystemCallsTests/Sockets.swift"))
        let source = "import Glibc\nlet flags = SOCK_CLOEXEC\n"
        let rules = PortabilityRules(entries: [PortabilityRules.Entry(kind: .word, pattern: "SOCK_CLOEXEC", reason: "")])
        #expect(PortabilityCheck.check(path: "Modules/SystemCalls/Sockets/UnixSocket.swift", source: source, rules: rules).isEmpty)
        #expect(
            PortabilityCheck.check(path: "Modules/Network/Sockets.swift", source: source, rules: rules).map(\.rule) == [
                .systemImportOutsideSystemFolder, .linuxOnlyName,
            ])
    }

    @Test("a folder merely named like System is not one")
    func systemFolderIsAPathComponent() {
        #expect(PortabilityCheck.isInSystemFolder("Modules/Network/System/Sockets.swift"))
        #expect(!PortabilityCheck.isInSystemFolder("Modules/Network/SystemTools/Sockets.swift"))
        #expect(!PortabilityCheck.isInSystemFolder("Modules/Network/System.swift"))
    }

    @Test("an `everywhere` spelling is refused in System/ folders too, in code, not in comments")
    func everywhereRule() throws {
        let rules = try PortabilityRules(parsing: #"everywhere \blisten\(.*[,?:]\s*0\s*\) # somaxconn on Darwin"# + "\n")
        // Spelled in parts, so this file does not hold the refused spelling itself.
        let zero = "0"
        for call in ["listen(fd, " + zero + ")", "listen(fd, open ? 8 : " + zero + ")"] {
            for path in ["Modules/A/System/Sockets.swift", "Tests/ATests/Sockets.swift"] {
                let found = PortabilityCheck.check(path: path, source: "_ = " + call + "\n", rules: rules)
                #expect(found.map(\.rule) == [.refusedSpelling], "\(call) in \(path)")
            }
        }
        for fine in ["listen(fd, 1" + zero + ")", "listen(fd, 1)", "// listen(fd, " + zero + ")"] {
            #expect(PortabilityCheck.check(path: "Modules/A/System/Sockets.swift", source: fine + "\n", rules: rules).isEmpty, "\(fine)")
        }
    }

    @Test("a `qualify` name needs its module before it only in another target's file that imports the module and Foundation")
    func qualifyRule() throws {
        let rules = try PortabilityRules(parsing: "qualify Size DesignSystem # MacTypes.h\n")
        let use = "let size = Size(width: 1, height: 1)\n"
        for foundation in ["Foundation", "FoundationEssentials", "Darwin"] {
            let source = "import DesignSystem\nimport \(foundation)\n" + use
            let found = PortabilityCheck.check(path: "Tests/ATests/System/Frame.swift", source: source, rules: rules, target: "ATests")
            #expect(found.map(\.rule) == [.unqualifiedName], "\(foundation)")
            #expect(found.map(\.line) == [3])
        }
        let both = "import DesignSystem\nimport Foundation\n"
        let fine = [
            both + "let size = DesignSystem.Size(width: 1, height: 1)\nlet width = frame.Size\n",  // qualified, a member
            "import DesignSystem\n" + use,  // no Foundation: MacTypes.h is not in sight
            "import Foundation\n" + use,  // not DesignSystem's Size
            both + "// Size(width: 1)\nlet name = \"Size\"\nlet sizes = SizeCache()\n",  // comment, string, longer name
        ]
        for source in fine {
            #expect(PortabilityCheck.check(path: "Tests/ATests/Frame.swift", source: source, rules: rules, target: "ATests").isEmpty, "\(source)")
        }
        // The module's own files see their own Size first.
        #expect(PortabilityCheck.check(path: "Modules/DesignSystem/Frame.swift", source: both + use, rules: rules, target: "DesignSystem").isEmpty)
        #expect(throws: PortabilityRules.ParseError.self) { try PortabilityRules(parsing: "qualify Size\n") }
    }

    @Test("a rules line of an unknown kind is refused with its line")
    func badRules() {
        #expect(throws: PortabilityRules.ParseError.self) { try PortabilityRules(parsing: "# fine\nname SOME_NAME\n") }
        #expect(throws: PortabilityRules.ParseError.self) { try PortabilityRules(parsing: "line ([\n") }
    }
}
