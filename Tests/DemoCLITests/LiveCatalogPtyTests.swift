import Foundation
import TerminalTestSupport
import Testing

/// DemoCLI's live catalog on a real pty: it reads the mouse as MainCLI does, and under
/// `--accessible` shows the cursor on the selected row.
@Suite("DemoCLI's live catalog, in a real pty", .serialized, .timeLimit(.minutes(1)))
struct LiveCatalogPtyTests {
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1004l\u{1B}[?1006l"

    private func launch(_ arguments: [String] = []) throws -> PtySession {
        try PtySession(executable: BuiltProducts.path(of: "DemoCLI"), arguments: ["--lang", "en"] + arguments, columns: 80, rows: 24)
    }

    static func screen(_ output: [UInt8]) -> ScreenGrid { ScreenGrid(columns: 80, rows: 24, output: output) }

    static func cell(of text: String, in grid: ScreenGrid) -> (x: Int, y: Int)? {
        for (y, line) in grid.lines.enumerated() {
            if let range = line.range(of: text) { return (line.distance(from: line.startIndex, to: range.lowerBound), y) }
        }
        return nil
    }

    static func click(_ point: (x: Int, y: Int)) -> String {
        "\u{1B}[<0;\(point.x + 1);\(point.y + 1)M\u{1B}[<0;\(point.x + 1);\(point.y + 1)m"
    }

    private func exit(_ pty: PtySession) async -> PtySession.Event? {
        while let event = await pty.nextEvent(timeout: 10) {
            if case .stopped = event { continue }
            if case .continued = event { continue }
            return event
        }
        return nil
    }

    @Test("a click selects a screen, a second opens its states; q turns the mouse off")
    func mouseOpensAScreen() async throws {
        let pty = try launch()
        #expect(await pty.readOutput { Self.cell(of: "board  (", in: Self.screen($0)) != nil })
        #expect(String(decoding: pty.output, as: UTF8.self).contains(Self.mouseOn))
        let row = try #require(Self.cell(of: "board  (", in: Self.screen(pty.output)))
        #expect(await pty.type(Self.click(row)))
        #expect(await pty.readOutput { Self.screen($0).contains("› board  (") })
        #expect(await pty.type(Self.click(row)))
        #expect(await pty.readOutput { Self.screen($0).contains("loading-more") })
        let mark = pty.output.count
        #expect(await pty.type("q"))
        #expect(await exit(pty) == .exited(0))
        await pty.readOutput(from: mark, timeout: 2) { String(decoding: $0, as: UTF8.self).contains("\u{1B}[?1049l") }
        #expect(String(decoding: pty.output[mark...], as: UTF8.self).contains(Self.mouseOff))
    }

    @Test("--no-mouse leaves the mouse to the terminal; --accessible shows the cursor on the selected row and names the screen")
    func accessibleWithoutMouse() async throws {
        let pty = try launch(["--no-mouse", "--accessible"])
        let met = await pty.readOutput { output in
            let grid = Self.screen(output)
            let row = grid.lines[grid.cursor.y]
            return grid.isCursorVisible && row.dropFirst(grid.cursor.x).hasPrefix("› logged-out")
        }
        #expect(met, "\(Self.screen(pty.output).lines.joined(separator: "\n"))")
        #expect(await pty.type("\u{1B}[B"))
        #expect(
            await pty.readOutput { output in
                let grid = Self.screen(output)
                return grid.lines[grid.cursor.y].dropFirst(grid.cursor.x).hasPrefix("› home")
            })
        #expect(!String(decoding: pty.output, as: UTF8.self).contains(Self.mouseOn))
        #expect(await pty.type("q"))
        #expect(await exit(pty) == .exited(0))
    }
}
