import Foundation
import Testing

@testable import DesignSystem

/// The clipboard's ways: OSC 52's bytes and cap, the choice between a tool and the terminal,
/// and a tool run for real (a script standing in for xclip).
@MainActor
@Suite("Clipboard", .timeLimit(.minutes(1)))
struct ClipboardTests {
    /// Records the bytes the terminal clipboard sends.
    final class Sent {
        var bytes: [[UInt8]] = []
    }

    private static func terminal(_ sent: Sent) -> TerminalClipboard {
        TerminalClipboard { sent.bytes.append($0) }
    }

    @Test("OSC 52 carries the text in base64, set on the clipboard (c), ended by ST")
    func osc52Bytes() async {
        let sent = Sent()
        let outcome = await Self.terminal(sent).copy("ribs-training://post/1")
        #expect(outcome == .sentToTerminal)
        #expect(sent.bytes == [Array("\u{1B}]52;c;cmlicy10cmFpbmluZzovL3Bvc3QvMQ==\u{1B}\\".utf8)])
        // Whatever the text holds, only base64's letters reach the terminal.
        let hostile = "\u{1B}]0;pwned\u{07}한국어"
        _ = await Self.terminal(sent).copy(hostile)
        let body = sent.bytes[1].dropFirst(7).dropLast(2)
        #expect(body.allSatisfy { $0 == 0x2B || $0 == 0x2F || $0 == 0x3D || ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) })
        #expect(Data(base64Encoded: Data(body)) == Data(hostile.utf8))
    }

    @Test("base64 agrees with Foundation's for every length of padding")
    func base64() {
        for text in ["", "a", "ab", "abc", "abcd", "ribs-training://books/12", String(repeating: "é", count: 1000)] {
            #expect(String(decoding: Base64.encode(Array(text.utf8)), as: UTF8.self) == Data(text.utf8).base64EncodedString())
        }
    }

    @Test("OSC 52 takes 74,994 bytes of text and refuses one more, whole: nothing is sent, nothing cut")
    func cap() async {
        let sent = Sent()
        let largest = String(repeating: "a", count: TerminalClipboard.maximumTextBytes)
        #expect(await Self.terminal(sent).copy(largest) == .sentToTerminal)
        #expect(sent.bytes.count == 1)
        let tooLong = largest + "b"
        #expect(await Self.terminal(sent).copy(tooLong) == .tooLong(bytes: 74_995, limit: 74_994))
        #expect(sent.bytes.count == 1)
    }

    @Test("over SSH the terminal is used even with a tool on PATH; locally the tool; OSC52=0 turns the terminal off")
    func route() throws {
        let tools = try ToolDirectory()
        try tools.write("xclip", "cat >/dev/null")
        let local = ["DISPLAY": ":0", "PATH": tools.path]
        #expect(
            SystemClipboard.route(environment: local)
                == .tool(ClipboardTool(name: "xclip", arguments: ["-selection", "clipboard"]), path: tools.path + "/xclip"))
        #expect(SystemClipboard.route(environment: local.merging(["SSH_TTY": "/dev/tty-over-ssh"]) { $1 }) == .terminal)
        #expect(SystemClipboard.route(environment: local.merging(["SSH_CONNECTION": "10.0.0.1 5 10.0.0.2 22"]) { $1 }) == .terminal)
        // Without DISPLAY, xclip is no candidate: there is no X server for it.
        #expect(SystemClipboard.route(environment: ["PATH": tools.path]) == .terminal)
        #expect(SystemClipboard.route(environment: ["PATH": tools.path, "MODULAR_TERMINAL_APP_OSC52": "0"]) == .none)
        #expect(SystemClipboard.route(environment: ["SSH_TTY": "/dev/tty-over-ssh", "MODULAR_TERMINAL_APP_OSC52": "0"]) == .none)
        try tools.write("wl-copy", "cat >/dev/null")
        #expect(
            SystemClipboard.route(environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0", "PATH": tools.path])
                == .tool(ClipboardTool(name: "wl-copy"), path: tools.path + "/wl-copy"))
    }

    @Test("a tool gets exactly the text on its input and is reported by name; a failing one is reported as failed")
    func toolCopies() async throws {
        let tools = try ToolDirectory()
        try tools.write("xsel", "cat >\"\(tools.path)/copied\"")
        let sent = Sent()
        let clipboard = SystemClipboard(environment: ["DISPLAY": ":0", "PATH": tools.path + ":/usr/bin:/bin"], terminal: Self.terminal(sent))
        let text = "ribs-training://post/42"
        #expect(await clipboard.copy(text) == .copied(tool: "xsel"))
        #expect(try String(contentsOfFile: tools.path + "/copied", encoding: .utf8) == text)
        #expect(sent.bytes.isEmpty)
        try tools.write("xsel", "exit 1")
        #expect(await clipboard.copy(text) == .toolFailed(tool: "xsel"))
    }

    @Test("a tool that hangs is killed at the deadline and reported as stopped")
    func toolHangs() async throws {
        let tools = try ToolDirectory()
        try tools.write("xclip", "exec sleep 30")
        let clipboard = SystemClipboard(
            environment: ["DISPLAY": ":0", "PATH": tools.path + ":/usr/bin:/bin"], terminal: Self.terminal(Sent()), toolTimeoutMilliseconds: 200)
        // Only the kill at the deadline answers toolTimedOut (ChildProcessTests time the kill
        // itself): the time taken here depends on a main actor shared by every test.
        #expect(await clipboard.copy("ribs-training://books/1") == .toolTimedOut(tool: "xclip"))
    }

    /// A directory of scripts standing in for clipboard tools, removed afterwards.
    final class ToolDirectory {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clipboard-tools-\(UUID().uuidString)").path

        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ name: String, _ body: String) throws {
            try ("#!/bin/sh\n" + body + "\n").write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path + "/" + name)
        }
    }
}
