import DesignSystem
import TerminalTestSupport
import Testing

/// A cluster that terminals draw wider than 2 columns, in a server's title, must not push the
/// rest of its row to the right.
@Suite("Cluster widths on a terminal (pty)", .serialized, .timeLimit(.minutes(1)))
struct TableWidthPtyTests {
    @Test("a title holding a\u{1F3FB}b in a table: the next column starts where it does in a plain row")
    func wideClusterTitle() async throws {
        let probe = try await Probe.start(columns: 40, rows: 12, arguments: ["--table-title", "a\u{1F3FB}b"])
        #expect(await probe.pty.waitForOutput("|next"))
        #expect(await probe.waitForLog { $0.contains { $0.hasPrefix("frame ") } })
        // The screen as a terminal draws it, moving one scalar at a time by that scalar's width
        // (a 1, the skin-tone modifier 2): a cell holding "a\u{1F3FB}" whole would take 3 columns.
        let grid = ScreenGrid(columns: 40, rows: 12, output: probe.pty.output) { DisplayWidth.of(String($0)) }
        let columns = grid.rows.compactMap { row -> Int? in
            guard let index = row.indices.first(where: { row[$0] == "|" }) else { return nil }
            return index
        }
        #expect(columns.count == 2, "\(grid.lines.joined(separator: "\n"))")
        #expect(Set(columns).count == 1, "the column after the title moved: \(columns)\n\(grid.lines.joined(separator: "\n"))")
        #expect(await probe.quit() == .exited(0))
    }
}
