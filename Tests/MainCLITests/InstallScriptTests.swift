import Foundation
import TerminalTestSupport
import Testing

/// Scripts/install, run as a user runs it, into a temporary prefix: the programs already built
/// for the tests stand in for the release build (`--bin-dir`), since a build inside the test run
/// would wait for the build folder the run holds.
@Suite("Scripts/install: into a prefix, and out of it again", .serialized, .timeLimit(.minutes(2)))
struct InstallScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file an install writes under its prefix, but the list of them.
    static let installedFiles = [
        "bin/MainCLI", "bin/DemoCLI",
        "share/man/man1/MainCLI.1", "share/man/man1/DemoCLI.1",
        "share/bash-completion/completions/MainCLI", "share/bash-completion/completions/DemoCLI",
        "share/zsh/site-functions/_MainCLI", "share/zsh/site-functions/_DemoCLI",
        "share/fish/vendor_completions.d/MainCLI.fish", "share/fish/vendor_completions.d/DemoCLI.fish",
    ]
    static let list = "share/modular-terminal-app/installed-files"

    /// Runs a program to its end on a thread of its own, stdin from /dev/null.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) async throws -> ProgramRun {
        try await ProgramRun.run(
            executable, arguments, environment: ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C"], directory: directory)
    }

    static func install(_ arguments: [String]) async throws -> ProgramRun {
        try await run(root.appendingPathComponent("Scripts/install").path, arguments, in: root)
    }

    /// Every file and directory under a folder, relative to it (directories end in `/`).
    static func contents(of folder: URL) -> Set<String> {
        var found = Set<String>()
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        let base = folder.resolvingSymlinksInPath().path + "/"
        while let url = enumerator?.nextObject() as? URL {
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            let relative = String(url.resolvingSymlinksInPath().path.dropFirst(base.count))
            found.insert(isDirectory ? relative + "/" : relative)
        }
        return found
    }

    /// A prefix that already holds something of someone else's, which must outlive everything.
    static func prefixInUse() throws -> URL {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("share/man/man1"), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: prefix.appendingPathComponent("bin/someone-elses-tool"))
        try Data(".TH OTHER 1\n".utf8).write(to: prefix.appendingPathComponent("share/man/man1/other.1"))
        return prefix
    }

    static var builtProducts: String { BuiltProducts.directory.path }

    @Test("installs both programs, their man pages and bash, zsh and fish completions, says what it wrote; --uninstall leaves the prefix as found")
    func installThenUninstall() async throws {
        let prefix = try Self.prefixInUse()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let before = Self.contents(of: prefix)

        let install = try await Self.install(["--bin-dir", Self.builtProducts, prefix.path])
        #expect(install.status == 0, "\(install)")
        let prefixPath = prefix.resolvingSymlinksInPath().path
        for file in Self.installedFiles {
            #expect(FileManager.default.fileExists(atPath: "\(prefixPath)/\(file)"), "missing \(file)")
            #expect(install.output.contains("wrote  \(prefixPath)/\(file)\n"), "not listed: \(file)\n\(install.output)")
        }
        let listed = try String(contentsOfFile: "\(prefixPath)/\(Self.list)", encoding: .utf8)
        let listedFiles = listed.split(separator: "\n").filter { $0.hasPrefix("file ") }.map { String($0.split(separator: " ", maxSplits: 2)[2]) }
        #expect(Set(listedFiles) == Set(Self.installedFiles))
        #expect(Self.contents(of: prefix).filter { !$0.hasSuffix("/") } == before.filter { !$0.hasSuffix("/") }.union(Self.installedFiles + [Self.list]))

        // What was installed is what the programs and the repository give.
        let version = try await Self.run("\(prefixPath)/bin/MainCLI", ["--version"])
        #expect(version.status == 0 && version.output.hasPrefix("MainCLI "), "\(version)")
        for program in ["MainCLI", "DemoCLI"] {
            let bash = try await Self.run("\(prefixPath)/bin/\(program)", ["completions", "bash"])
            #expect(bash.status == 0)
            #expect(try String(contentsOfFile: "\(prefixPath)/share/bash-completion/completions/\(program)", encoding: .utf8) == bash.output)
            let manual = try Data(contentsOf: Self.root.appendingPathComponent("docs/man/\(program).1"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: "\(prefixPath)/share/man/man1/\(program).1")) == manual)
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: "\(prefixPath)/bin/DemoCLI")
        #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o111 == 0o111 } == true)

        let uninstall = try await Self.install(["--uninstall", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall)")
        for file in Self.installedFiles {
            #expect(uninstall.output.contains("removed  \(prefixPath)/\(file)\n"), "not listed: \(file)\n\(uninstall.output)")
        }
        #expect(Self.contents(of: prefix) == before)
    }

    @Test("a program at PREFIX/bin that the script did not install is never replaced, and nothing is written")
    func foreignProgramStays() async throws {
        let prefix = try Self.prefixInUse()
        defer { try? FileManager.default.removeItem(at: prefix) }
        try Data("#!/bin/sh\necho mine\n".utf8).write(to: prefix.appendingPathComponent("bin/MainCLI"))
        let before = Self.contents(of: prefix)

        let install = try await Self.install(["--bin-dir", Self.builtProducts, prefix.path])
        #expect(install.status == 1)
        #expect(install.error.contains("bin/MainCLI exists and was not installed by this script"), "\(install)")
        #expect(Self.contents(of: prefix) == before)
        #expect(try String(contentsOf: prefix.appendingPathComponent("bin/MainCLI"), encoding: .utf8) == "#!/bin/sh\necho mine\n")
    }

    @Test("installing again replaces its own files; --uninstall keeps a file changed since, and names it")
    func reinstallAndChangedFile() async throws {
        let prefix = try Self.prefixInUse()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let before = Self.contents(of: prefix)
        #expect(try await Self.install(["--bin-dir", Self.builtProducts, prefix.path]).status == 0)
        let again = try await Self.install(["--bin-dir", Self.builtProducts, prefix.path])
        #expect(again.status == 0, "\(again)")

        let changed = prefix.appendingPathComponent("share/zsh/site-functions/_DemoCLI")
        try Data("# my own edits\n".utf8).write(to: changed)
        let uninstall = try await Self.install(["--uninstall", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall)")
        #expect(uninstall.output.contains("kept, changed since it was installed"), "\(uninstall.output)")
        #expect(try String(contentsOf: changed, encoding: .utf8) == "# my own edits\n")
        #expect(Self.contents(of: prefix) == before.union(["share/zsh/", "share/zsh/site-functions/", "share/zsh/site-functions/_DemoCLI"]))
    }

    @Test("a damaged list cannot reach outside the prefix: no .., no absolute path, no link to a folder elsewhere, no link")
    func damagedListStaysInside() async throws {
        let prefix = try Self.prefixInUse()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("install-outside-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: prefix)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let victim = outside.appendingPathComponent("victim")
        try Data("not the install's\n".utf8).write(to: victim)
        #expect(try await Self.install(["--bin-dir", Self.builtProducts, prefix.path]).status == 0)
        let prefixPath = prefix.resolvingSymlinksInPath().path
        try FileManager.default.createSymbolicLink(atPath: "\(prefixPath)/share/elsewhere", withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: "\(prefixPath)/bin/linked", withDestinationPath: victim.path)
        // Each line names the outside file with its true digest, as a list written by hand could.
        let digest = try await Self.run("/usr/bin/env", ["sh", "-c", "sha256sum \"$1\" 2>/dev/null || shasum -a 256 \"$1\"", "sh", victim.path])
        let hash = String(digest.output.prefix { $0 != " " })
        let outsideName = outside.lastPathComponent
        let damaged = [
            "file \(hash) ../../../../../../../..\(victim.path)", "file \(hash) \(victim.path)", "file \(hash) share/elsewhere/victim",
            "file \(hash) share/./../../../../../../../..\(victim.path)", "file \(hash) bin/linked", "dir share/elsewhere/empty",
            "dir ../\(outsideName)/empty", "dir \(outside.path)/empty",
        ]
        let list = URL(fileURLWithPath: "\(prefixPath)/\(Self.list)")
        try (try String(contentsOf: list, encoding: .utf8) + damaged.joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)

        let uninstall = try await Self.install(["--uninstall", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "not the install's\n")
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("empty").path))
        #expect(uninstall.output.contains("kept, not a file the install wrote  \(prefixPath)/bin/linked\n"), "\(uninstall.output)")
        #expect(uninstall.error.components(separatedBy: "skipped a line").count - 1 == 4, "\(uninstall.error)")
    }

    @Test("an install that stops part way has listed every file it wrote: the next install and --uninstall know them")
    func stoppedInstallIsListed() async throws {
        let prefix = try Self.prefixInUse()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let before = Self.contents(of: prefix)
        // A file where the fish completions' folder goes: the install stops there, after the others.
        let obstacle = prefix.appendingPathComponent("share/fish")
        try Data().write(to: obstacle)
        let stopped = try await Self.install(["--bin-dir", Self.builtProducts, prefix.path])
        #expect(stopped.status != 0, "\(stopped)")
        let prefixPath = prefix.resolvingSymlinksInPath().path
        #expect(FileManager.default.fileExists(atPath: "\(prefixPath)/bin/MainCLI"))
        let listed = try String(contentsOfFile: "\(prefixPath)/\(Self.list)", encoding: .utf8)
        #expect(listed.contains(" bin/MainCLI\n") && listed.contains(" share/zsh/site-functions/_MainCLI\n"), "\(listed)")
        #expect(!Self.contents(of: prefix).contains { $0.contains(".installing.") })

        try FileManager.default.removeItem(at: obstacle)
        let again = try await Self.install(["--bin-dir", Self.builtProducts, prefix.path])
        #expect(again.status == 0, "\(again)")
        #expect(try await Self.install(["--uninstall", prefix.path]).status == 0)
        #expect(Self.contents(of: prefix) == before)
    }

    @Test("a relative PREFIX and --bin-dir are read from the directory the script is started in")
    func relativePaths() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("install-cwd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/built", withDestinationPath: Self.builtProducts)
        let script = Self.root.appendingPathComponent("Scripts/install").path
        let install = try await Self.run(script, ["--bin-dir", "built", "my prefix"], in: folder)
        #expect(install.status == 0, "\(install)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/my prefix/bin/MainCLI"))
        #expect(!FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("my prefix").path))
        #expect(try await Self.run(script, ["--uninstall", "my prefix"], in: folder).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/my prefix/bin/MainCLI"))
    }

    @Test("bad usage is a clear error with exit 2; uninstalling where nothing was installed is exit 1")
    func badUsage() async throws {
        let unknown = try await Self.install(["--frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.error.hasPrefix("Scripts/install: unknown option --frobnicate\nusage: Scripts/install"), "\(unknown)")
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("install-empty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: empty) }
        let nothing = try await Self.install(["--uninstall", empty.path])
        #expect(nothing.status == 1)
        #expect(nothing.error.contains("nothing to uninstall"), "\(nothing)")
    }
}
