import DesignSystem
import Foundation
import TerminalTestSupport
import Testing

/// A ZWJ family emoji in a table's title, on a scripted terminal that has grapheme clustering
/// (mode 2027), has it not, answers late or never: the column after the title starts where it
/// does in a plain row, as that terminal draws the bytes the frame writer sent.
@Suite("Grapheme widths from the terminal's answer (pty)", .serialized, .timeLimit(.minutes(1)))
struct GraphemeWidthsPtyTests {
    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    static let query = "\u{1B}[?2027$p"
    static let clusteringOn = "\u{1B}[?2027h"

    /// How xterm moves the cursor: each scalar by its own width, the joiner by none.
    static func perCodePoint(_ scalar: Unicode.Scalar) -> Int { DisplayWidth.of(String(scalar)) }

    /// The columns where `|` stands on each row that has one, as a terminal moving by `width` draws the output.
    private func barColumns(_ probe: Probe, width: (Unicode.Scalar) -> Int) -> (columns: [Int], screen: String) {
        let grid = ScreenGrid(columns: 40, rows: 12, output: probe.pty.output, scalarWidth: width)
        let columns = grid.rows.compactMap { row in row.indices.first { row[$0] == "|" } }
        return (columns, grid.lines.joined(separator: "\n"))
    }

    private func start(answering: PtySession.Answering, modeStates: [Int: Int] = [:], widths: String = "auto") async throws -> Probe {
        let probe = try await Probe.start(
            columns: 40, rows: 12, arguments: ["--table-title", "x" + Self.family + "y", "--widths", widths], answering: answering, modeStates: modeStates)
        #expect(await probe.pty.waitForOutput("|next"))
        return probe
    }

    @Test("without 2027 (answered 0, or never) the family is laid out as xterm draws it: no row is wider than the others")
    func withoutClustering() async throws {
        for answering in [PtySession.Answering.atOnce, .never] {
            let probe = try await start(answering: answering)
            #expect(await probe.pty.waitForOutput(Self.query))
            // Time for an answer to be acted on, had one come.
            await pause(0.3)
            let output = String(decoding: probe.pty.output, as: UTF8.self)
            #expect(!output.contains(Self.clusteringOn), "\(answering)")
            #expect(!output.unicodeScalars.contains("\u{200D}"), "no joiner is sent")
            let (columns, screen) = barColumns(probe, width: Self.perCodePoint)
            #expect(columns.count == 2 && Set(columns).count == 1, "\(answering): \(columns)\n\(screen)")
            #expect(await probe.quit() == .exited(0))
        }
    }

    @Test("with 2027 (answered at once or late) it is turned on, the family stays one 2-column cluster, and it is turned off on quit")
    func withClustering() async throws {
        for answering in [PtySession.Answering.atOnce, .late(seconds: 0.5)] {
            let probe = try await start(answering: answering, modeStates: [2027: 2])
            #expect(await probe.pty.waitForOutput(Self.clusteringOn, timeout: 5))
            let on = try #require(String(decoding: probe.pty.output, as: UTF8.self).range(of: Self.clusteringOn))
            // Drawn again after the answer, the family whole.
            #expect(await probe.pty.readOutput { String(decoding: $0, as: UTF8.self)[on.upperBound...].contains("x" + Self.family + "y") })
            // A terminal that clusters: the scalar after a joiner takes no column.
            var afterJoiner = false
            let (columns, screen) = barColumns(probe) { scalar in
                if scalar == "\u{200D}" {
                    afterJoiner = true
                    return 0
                }
                defer { afterJoiner = false }
                return afterJoiner ? 0 : Self.perCodePoint(scalar)
            }
            #expect(columns.count == 2 && Set(columns).count == 1, "\(answering): \(columns)\n\(screen)")
            let before = probe.pty.output.count
            #expect(await probe.quit() == .exited(0))
            #expect(String(decoding: probe.pty.output[before...], as: UTF8.self).contains("\u{1B}[?2027l"))
        }
    }

    @Test("Ctrl-Z turns clustering off before the app stops, fg turns it on again; SIGTERM turns it off")
    func suspendAndSignal() async throws {
        let probe = try await start(answering: .atOnce, modeStates: [2027: 2])
        #expect(await probe.pty.waitForOutput(Self.clusteringOn))
        var mark = probe.pty.output.count
        await probe.pty.type([0x1A])
        #expect(await probe.pty.nextEvent(timeout: 5) == .stopped(SIGSTOP))
        #expect(await probe.pty.readOutput(from: mark, timeout: 2) { String(decoding: $0, as: UTF8.self).contains("\u{1B}[?2027l") })
        mark = probe.pty.output.count
        kill(probe.pty.pid, SIGCONT)
        #expect(await probe.pty.nextEvent(timeout: 5) == .continued)
        #expect(await probe.pty.readOutput(from: mark, timeout: 5) { String(decoding: $0, as: UTF8.self).contains(Self.clusteringOn) })
        mark = probe.pty.output.count
        kill(probe.pty.pid, SIGTERM)
        var end: PtySession.Event?
        while let event = await probe.pty.nextEvent(timeout: 5) {
            if case .exited = event {
                end = event
                break
            }
        }
        #expect(end == .exited(128 + SIGTERM))
        #expect(String(decoding: probe.pty.output[mark...], as: UTF8.self).contains("\u{1B}[?2027l"))
    }

    @Test("an answer later than the host waits (5 s) changes nothing and reaches the screen as no key")
    func tooLate() async throws {
        let probe = try await start(answering: .late(seconds: 6), modeStates: [2027: 2])
        #expect(await probe.pty.waitForOutput(Self.query))
        await pause(7)
        #expect(!String(decoding: probe.pty.output, as: UTF8.self).contains(Self.clusteringOn))
        let (columns, screen) = barColumns(probe, width: Self.perCodePoint)
        #expect(columns.count == 2 && Set(columns).count == 1, "\(columns)\n\(screen)")
        #expect(await probe.quit() == .exited(0))
        #expect(probe.keys == ["U+71"], "the answer is no key")
    }

    @Test("a host that chose a rule asks nothing")
    func chosen() async throws {
        for widths in ["clusters", "code-points"] {
            let probe = try await start(answering: .atOnce, modeStates: [2027: 2], widths: widths)
            await pause(0.3)
            #expect(!String(decoding: probe.pty.output, as: UTF8.self).contains("$p"), "\(widths)")
            #expect(await probe.quit() == .exited(0))
        }
    }
}
