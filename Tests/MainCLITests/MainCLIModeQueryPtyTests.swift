import Foundation
import TerminalTestSupport
import Testing

/// MainCLI on a scripted terminal asks about modes 2031 and 2027 (DECRQM) where it may, turns
/// theme reports on where the terminal has them, and redraws in the palette each report names.
@Suite("MainCLI's mode queries and theme reports, in a real pty", .serialized, .timeLimit(.minutes(2)))
struct MainCLIModeQueryPtyTests {
    static let themeQuery = "\u{1B}[?2031$p"
    static let clusteringQuery = "\u{1B}[?2027$p"
    static let themeReportsOn = "\u{1B}[?2031h"

    private func launch(
        _ data: MainCLIPtyTests.DataDirectory, arguments: [String] = [], environment: [String: String] = [:], modeStates: [Int: Int] = [:],
        answering: PtySession.Answering = .atOnce
    ) throws -> PtySession {
        try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", data.path, "--lang", "en"] + arguments,
            environment: ["XDG_RUNTIME_DIR": data.runtime, "ESCDELAY": "3000"].merging(environment) { $1 }, columns: 80, rows: 24,
            answering: answering, background: "rgb:0000/0000/0000", modeStates: modeStates)
    }

    private func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    private func quit(_ pty: PtySession) async -> String {
        let before = pty.output.count
        #expect(await pty.type("\u{03}"))
        while let event = await pty.nextEvent(timeout: 10) {
            if case .exited = event { break }
        }
        return text(pty.output[before...])
    }

    @Test(
        "a terminal with 2031, answering at once or late, gets it turned on, and each report redraws the whole screen in the palette it names; quit turns it off",
        arguments: [PtySession.Answering.atOnce, .late(seconds: 0.5)])
    func themeReports(answering: PtySession.Answering) async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try launch(data, modeStates: [2031: 2], answering: answering)
        #expect(await pty.waitForOutput(Self.themeQuery))
        #expect(await pty.waitForOutput(Self.clusteringQuery))
        #expect(await pty.waitForOutput(Self.themeReportsOn))
        #expect(await pty.waitForOutput("Login"))
        let asked = pty.output.count
        #expect(await pty.type("\u{1B}[?997;2n"))
        #expect(await pty.readOutput(from: asked) { String(decoding: $0, as: UTF8.self).contains(MainCLIReadabilityPtyTests.lightAccent) })
        let light = text(pty.output[asked...])
        #expect(light.contains("\u{1B}[2J") && light.contains("Login"), "the whole screen, not only what changed")
        #expect(!light.contains(MainCLIReadabilityPtyTests.darkAccent))
        let lightEnd = pty.output.count
        #expect(await pty.type("\u{1B}[?997;1n"))
        #expect(await pty.readOutput(from: lightEnd) { String(decoding: $0, as: UTF8.self).contains(MainCLIReadabilityPtyTests.darkAccent) })
        #expect(await quit(pty).contains("\u{1B}[?2031l"))
    }

    @Test(
        "a terminal without 2031 (answered 0, or never) gets nothing turned on, and a stray report changes nothing",
        arguments: [PtySession.Answering.atOnce, .never])
    func noThemeReports(answering: PtySession.Answering) async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try launch(data, answering: answering)
        #expect(await pty.waitForOutput(Self.themeQuery))
        #expect(await pty.waitForOutput("Login"))
        await pauseBriefly()
        let asked = pty.output.count
        #expect(await pty.type("\u{1B}[?997;2n"))
        await pauseBriefly()
        #expect(!text(pty.output[...]).contains(Self.themeReportsOn))
        #expect(!text(pty.output[asked...]).contains(MainCLIReadabilityPtyTests.lightAccent))
        _ = await quit(pty)
    }

    @Test("no DECRQM at all under Terminal.app or TERM=linux; with --theme or the switch, no 2031 query")
    func notAsked() async throws {
        for environment in [["TERM_PROGRAM": "Apple_Terminal"], ["TERM": "linux"]] {
            let data = MainCLIPtyTests.DataDirectory()
            let pty = try launch(data, environment: environment, modeStates: [2031: 2, 2027: 2])
            #expect(await pty.waitForOutput("Login"))
            await pauseBriefly()
            #expect(!text(pty.output[...]).contains("$p"), "\(environment)")
            _ = await quit(pty)
        }
        for (arguments, environment) in [(["--theme", "dark"], [:]), ([], ["MODULAR_TERMINAL_APP_NO_THEME_REPORTS": "1"])] {
            let data = MainCLIPtyTests.DataDirectory()
            let pty = try launch(data, arguments: arguments, environment: environment, modeStates: [2031: 2, 2027: 2])
            #expect(await pty.waitForOutput(Self.clusteringQuery))
            await pauseBriefly()
            #expect(!text(pty.output[...]).contains(Self.themeQuery), "\(arguments) \(environment)")
            _ = await quit(pty)
        }
    }

    @Test("a width rule the environment does not name is refused with the choices, exit 2")
    func badWidths() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try launch(data, environment: ["MODULAR_TERMINAL_APP_WIDTHS": "wide"])
        var exit: PtySession.Event?
        while let event = await pty.nextEvent(timeout: 10) {
            if case .exited = event {
                exit = event
                break
            }
        }
        #expect(exit == .exited(2))
        _ = await pty.readOutput(timeout: 2) { String(decoding: $0, as: UTF8.self).contains("code-points.") }
        let output = text(pty.output[...])
        #expect(output.contains("wide") && output.contains("auto, clusters, code-points"), "\(output)")
        #expect(!output.contains("\u{1B}[?1049h"))
    }

    /// Time for an answer or a report to be acted on, had the app acted.
    private func pauseBriefly() async {
        try? await Task.sleep(for: .milliseconds(300))
    }
}
