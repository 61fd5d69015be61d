import Foundation
import TerminalTestSupport
import Testing

/// `y` in the built MainCLI on a real pty: over SSH the link goes to the terminal as OSC 52;
/// locally a clipboard tool found on PATH (a script standing in for xclip) gets it.
@Suite("MainCLI copies a link in a real pty", .serialized, .timeLimit(.minutes(2)))
struct MainCLIClipboardPtyTests {
    /// A data directory, a runtime directory and a directory for a fake tool, removed afterwards.
    final class Directories {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("maincli-copy-\(UUID().uuidString)").path
        /// Short, as a socket's path must be.
        let runtime = "/tmp/mcc-\(UUID().uuidString.prefix(12))"
        let tools = FileManager.default.temporaryDirectory.appendingPathComponent("maincli-copy-tools-\(UUID().uuidString)").path

        init() {
            try? FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try? FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        }

        deinit {
            for path in [data, runtime, tools] { try? FileManager.default.removeItem(atPath: path) }
        }
    }

    private func openBoard(_ directories: Directories, environment: [String: String]) async throws -> PtySession {
        let pty = try PtySession(
            executable: BuiltProducts.path(of: "MainCLI"), arguments: ["--data-dir", directories.data, "--lang", "en"],
            environment: ["XDG_RUNTIME_DIR": directories.runtime].merging(environment) { $1 }, columns: 120, rows: 30)
        #expect(await pty.waitForOutput("Login"))
        #expect(await pty.type("ada\tNoah\t\r"))
        #expect(await pty.waitForOutput("Main menu"))
        #expect(await pty.type("2"))
        #expect(await pty.waitForOutput("20 of 210 posts"))
        return pty
    }

    @Test("with SSH_TTY set, y writes OSC 52 with the base64 of the selected post's link, and says so")
    func osc52OverSSH() async throws {
        let directories = Directories()
        // A tool on PATH is not used over SSH: it would fill the clipboard of the wrong machine.
        let marker = directories.tools + "/called"
        try writeTool(named: "xclip", in: directories.tools, body: "cat >\"\(marker)\"")
        let pty = try await openBoard(
            directories, environment: ["SSH_TTY": "/dev/tty-over-ssh", "DISPLAY": ":0", "PATH": directories.tools + ":/usr/bin:/bin"])
        let mark = pty.output.count
        #expect(await pty.type("y"))
        // ribs-training://post/1, the first row, in base64.
        #expect(await pty.waitForOutput("\u{1B}]52;c;cmlicy10cmFpbmluZzovL3Bvc3QvMQ==\u{1B}\\", from: mark))
        #expect(await pty.waitForOutput("your terminal may ask first, or refuse", from: mark))
        #expect(!FileManager.default.fileExists(atPath: marker))
        #expect(await pty.type("q"))
    }

    @Test("locally, a clipboard tool on PATH gets exactly the link on its input, and the status line names it")
    func toolLocally() async throws {
        let directories = Directories()
        let copied = directories.tools + "/copied"
        let arguments = directories.tools + "/arguments"
        try writeTool(named: "xclip", in: directories.tools, body: "echo \"$@\" >\"\(arguments)\"; cat >\"\(copied)\"")
        let pty = try await openBoard(directories, environment: ["DISPLAY": ":0", "PATH": directories.tools + ":/usr/bin:/bin"])
        let mark = pty.output.count
        #expect(await pty.type("\u{1B}[By"))
        #expect(await pty.waitForOutput("Copied the link with xclip.", from: mark))
        #expect(try String(contentsOfFile: copied, encoding: .utf8) == "ribs-training://post/2")
        #expect(try String(contentsOfFile: arguments, encoding: .utf8) == "-selection clipboard\n")
        #expect(!String(decoding: pty.output[mark...], as: UTF8.self).contains("\u{1B}]52;"))
        #expect(await pty.type("q"))
    }

    private func writeTool(named name: String, in directory: String, body: String) throws {
        let path = directory + "/" + name
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
}
