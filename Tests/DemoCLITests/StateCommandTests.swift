import DesignSystem
import Foundation
import Resources
import Testing

@testable import DemoCLI

@MainActor
@Suite("DemoCLI for state authors")
struct StateCommandTests {
    private func temporaryFile(_ contents: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("democli-state-\(UUID().uuidString).json")
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    @Test("`state board korean` written to a file renders as `--state korean` does")
    func boardKorean() throws {
        let json = try StateCommand.run(screen: "board", stateName: "korean")
        let path = try temporaryFile(json)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fromFile = try RenderCommand.run(RenderRequest(screen: "board", stateFile: path))
        let named = try RenderCommand.run(RenderRequest(screen: "board", stateName: "korean"))
        #expect(fromFile == named)
        #expect(json.contains("\"rows\""))
    }

    @Test("every named state of every screen survives the trip through its JSON", arguments: ScreenSnapshotTests.screenNames)
    func everyState(screen: String) throws {
        let preview = try #require(ScreenCatalog.preview(named: screen))
        for name in preview.stateNames() {
            let json = try StateCommand.run(screen: screen, stateName: name)
            let decoded = try preview.makeScreen(stateJSON: Data(json.utf8))
            let named = try #require(preview.makeScreen(stateNamed: name))
            let size = DesignSystem.Size(width: 100, height: 30)
            let fromJSON = ScreenLayout.frame(for: decoded.viewController, size: size, globalHints: ScreenLayout.hostHints)
            let original = ScreenLayout.frame(for: named.viewController, size: size, globalHints: ScreenLayout.hostHints)
            #expect(fromJSON.plainTextLines == original.plainTextLines, "\(screen) \(name)")
        }
    }

    @Test("an unknown screen or state is refused with the choices")
    func unknown() {
        #expect(throws: ScreenSnapshotTests.unknownScreen) { try StateCommand.run(screen: "nope", stateName: "korean") }
        #expect(
            throws: RenderCommand.Failure(
                message: "unknown state \"x\" for cart; its states are: korean, empty, discount, ordered, checking-out, completed, long")
        ) {
            try StateCommand.run(screen: "cart", stateName: "x")
        }
    }

    @Test("`state` and `--ansi` parse; `state` without a name is a usage error")
    func parsing() throws {
        #expect(try DemoCommand.parse(["state", "board", "korean"]).0 == .state(screen: "board", name: "korean"))
        let (render, _) = try DemoCommand.parse(["render", "home", "--ansi"])
        #expect(render == .render(RenderRequest(screen: "home", isANSI: true)))
        #expect(throws: DemoCommand.UsageError.self) { try DemoCommand.parse(["state", "board"]) }
    }

    @Test("`render --ansi` keeps the colours, and without its SGR sequences is the plain frame")
    func ansi() throws {
        let request = RenderRequest(screen: "board", stateName: "korean", isANSI: true)
        let coloured = try RenderCommand.run(request, colorMode: .ansi256)
        var plainRequest = request
        plainRequest.isANSI = false
        let plain = try RenderCommand.run(plainRequest)
        #expect(coloured.joined().contains("\u{1B}[0;38;5;"))
        let stripped = coloured.map { $0.replacing(/\x1B\[[0-9;]*m/, with: "") }
        #expect(stripped == plain.map { $0.replacing(/\ +$/, with: "") })
        let colourless = try RenderCommand.run(request, colorMode: .none)
        #expect(!colourless.joined().contains("38;"))
    }

    @Test("a state the screen cannot show is refused naming the field and why; text that is not JSON is told apart")
    func refusedStates() throws {
        let shortBoard = try temporaryFile(#"{"cells": [], "turn": "X", "player1Name": "a", "player2Name": "b"}"#)
        let notJSON = try temporaryFile(#"{"cells": "#)
        defer { for file in [shortBoard, notJSON] { try? FileManager.default.removeItem(atPath: file) } }
        do {
            _ = try RenderCommand.run(RenderRequest(screen: "tic-tac-toe", stateFile: shortBoard))
            Issue.record("a board of no cells rendered")
        } catch {
            #expect(error.message.hasSuffix("invalid value at cells: a board has 9 cells, row by row; this one has 0"), "\(error.message)")
        }
        do {
            _ = try RenderCommand.run(RenderRequest(screen: "tic-tac-toe", stateFile: notJSON))
            Issue.record("text that is not JSON rendered")
        } catch {
            #expect(error.message.contains("invalid JSON: "), "\(error.message)")
        }
    }

    @Test("error messages on standard error are sanitised: a path or argument cannot carry escapes")
    func errorLines() throws {
        let path = "/nonexistent/\u{1B}]0;pwned\u{7}\u{1B}[2Jstate.json"
        do {
            _ = try RenderCommand.run(RenderRequest(screen: "board", stateFile: path))
            Issue.record("a missing state file rendered")
        } catch {
            let line = ErrorLine.text(for: error.message)
            #expect(line == "DemoCLI: cannot read the state file /nonexistent/state.json\n")
        }
        #expect(ErrorLine.text(for: "unknown option \u{9B}31m--x") == "DemoCLI: unknown option --x\n")
        let badJSON = try temporaryFile("{\"rows\": \"\u{1B}[31m\"}")
        defer { try? FileManager.default.removeItem(atPath: badJSON) }
        do {
            _ = try RenderCommand.run(RenderRequest(screen: "board", stateFile: badJSON))
            Issue.record("a malformed state rendered")
        } catch {
            let line = ErrorLine.text(for: error.message)
            #expect(!line.unicodeScalars.contains { $0.value == 0x1B || (0x80...0x9F).contains($0.value) })
        }
    }
}
