import AppHost
import Foundation
import Testing

/// The session's page in a real browser: headless Chromium, driven by
/// `Scripts/inspector-page-driver.py --serve` over the DevTools protocol, opens the page of a
/// timeline this test serves, presses the arrow keys as a person would, and reads the tree, the
/// screen and the log of the step shown.
@Suite("The session's timeline in headless Chromium", .serialized, .timeLimit(.minutes(3)))
struct SessionPageBrowserTests {
    /// `INSPECTOR_BROWSER` when it names a program, else the first Chromium on PATH, as the driver looks.
    static let browser: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment["INSPECTOR_BROWSER"], FileManager.default.isExecutableFile(atPath: named) { return named }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        return ["chromium", "chromium-browser", "google-chrome"].lazy.flatMap { name in path.split(separator: ":").map { "\($0)/\(name)" } }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static let driverScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/inspector-page-driver.py").path

    @Test(
        "Right three times and Left once show step 2 whole; End and Home go to the ends; a reload and a shared address keep the step",
        .enabled(if: browser != nil, "no Chromium on PATH (chromium, chromium-browser or google-chrome); .ci/run installs Debian's chromium")
    )
    func stepsWithTheArrowKeys() async throws {
        let server = try InspectorPageServer(timeline: SessionTimelineFixture.timeline())
        try server.start()
        defer { server.stop() }
        let driver = try SessionPageDriver(script: Self.driverScript)
        defer { driver.close() }

        _ = try driver.send(["open": server.url])
        let opened = try driver.wait(texts: ["LoggedOutRouter", "Screen of step 0"], step: 0)
        #expect(opened.ok, "the page never showed the launch: \(opened.page)")
        #expect(opened.page["status"] as? String == "6 steps")

        for _ in 0..<3 { _ = try driver.send(["key": "ArrowRight"]) }
        #expect(try driver.wait(texts: ["Screen of step 3"], step: 3).ok, "three Rights reach step 3")
        _ = try driver.send(["key": "ArrowLeft"])
        let shown = try driver.wait(texts: ["Screen of step 2"], step: 2)
        #expect(shown.ok, "Left goes back to step 2: \(shown.page)")
        let page = shown.page
        let tree = page["tree"] as? String ?? ""
        let screen = page["screen"] as? String ?? ""
        let log = page["log"] as? String ?? ""
        #expect(tree.contains("RootRouter") && tree.contains("LoggedOutRouter  LoggedOutView") && !tree.contains("LoggedInRouter"), "\(tree)")
        #expect(screen.contains("Screen of step 2") && screen.contains("Login: ad") && !screen.contains("Login: ada"), "\(screen)")
        #expect(log.contains("action Login typed in step 2"), "the step's own line: \(log)")
        #expect(log.contains("action Login typed(\"a\") in step 1") && log.contains("tree attached LoggedOutRouter"), "the earlier lines above it: \(log)")
        #expect(!log.contains("in step 3") && !log.contains("in step 4"), "nothing of later steps: \(log)")
        #expect(log.contains(SessionTimelineFixture.hostileLine), "a line that looks like markup is shown as text")
        #expect((page["where"] as? String ?? "").hasPrefix("step 2 of 5 · 1.000 s · key \"d\""), "\(page["where"] ?? "")")
        let href = page["href"] as? String ?? ""
        #expect(href == "http://127.0.0.1:\(server.port)/#step=2", "the token leaves the address, the step stays in it: \(href)")

        _ = try driver.send(["reload": true])
        #expect(try driver.wait(texts: ["Screen of step 2"], step: 2).ok, "a reload shows the same step, with the tab's token")

        _ = try driver.send(["key": "End"])
        let last = try driver.wait(texts: ["LoggedInRouter", "MainMenuRouter", "Hello, Ada"], step: 5)
        #expect(last.ok, "End shows the last step: \(last.page)")
        #expect((last.page["log"] as? String ?? "").contains("nothing happened in this step"))
        _ = try driver.send(["key": "ArrowRight"])
        _ = try driver.send(["key": "Home"])
        #expect(try driver.wait(texts: ["Screen of step 0"], step: 0).ok, "Right past the end stays; Home shows the launch")
        _ = try driver.send(["key": "ArrowLeft"])
        #expect(try driver.wait(texts: ["Screen of step 0"], step: 0).ok, "Left before the launch stays")

        _ = try driver.send(["open": server.url + "#step=4"])
        let shared = try driver.wait(texts: ["LoggedInRouter", "Screen of step 4"], step: 4)
        #expect(shared.ok, "an address with #step=4 opens step 4: \(shared.page)")
        #expect((shared.page["errors"] as? [String]) == [], "no console error or exception: \(shared.page["errors"] ?? "none read")")
    }
}

/// One headless Chromium driven through `inspector-page-driver.py --serve`: one JSON command a
/// line in, one answer a line out. A driver that stops answering is killed by ``close()``.
final class SessionPageDriver: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending: [UInt8] = []

    init(script: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--serve"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Sends one command and reads its answer: whether it held, and the page as it stood.
    func send(_ command: [String: Any]) throws -> (ok: Bool, page: [String: Any]) {
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: command) + Data("\n".utf8))
        while !pending.contains(10) {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { return (false, ["error": "the driver ended"]) }
            pending += data
        }
        let newline = pending.firstIndex(of: 10) ?? pending.endIndex
        let line = Data(pending[..<newline])
        pending.removeSubrange(...newline)
        let answer = try JSONSerialization.jsonObject(with: line) as? [String: Any] ?? [:]
        return (answer["ok"] as? Bool ?? false, answer["page"] as? [String: Any] ?? ["error": answer["error"] ?? ""])
    }

    /// Waits until the page holds `texts` and shows step `step`, 30 s at most.
    func wait(texts: [String], step: Int) throws -> (ok: Bool, page: [String: Any]) {
        try send(["wait": ["texts": texts, "step": step, "timeout": 30]])
    }

    func close() {
        try? input.fileHandleForWriting.close()
        let deadline = Date() + 15
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
