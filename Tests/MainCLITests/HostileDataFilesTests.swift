import Foundation
import TerminalTestSupport
import Testing

/// MainCLI, the built executable, started on a pty over a data directory holding one damaged
/// file beside good ones: it must start, say what it moved aside, keep what is good, and reach
/// the screen that uses the data without crashing. Each run is a child process, so a crash
/// fails one test instead of the run, and backtraces are off so it fails at once.
@Suite("MainCLI over damaged and hostile data files", .serialized, .timeLimit(.minutes(3)))
struct HostileDataFilesTests {
    static let session =
        #"{"schemaVersion":1,"data":{"member":{"id":"7","name":"Ada Brooks","username":"ada","email":"","phone":"","website":"","company":"","city":""},"player2Name":"Noah"}}"#
    static let goodScores = #"{"schemaVersion":1,"data":{"player1Score":3,"guestScores":{"noah":2}}}"#
    static let goodCart = #"{"schemaVersion":1,"data":{"lines":[{"bookID":1,"title":"Clean","unitPrice":32000,"quantity":2}]}}"#

    static func cart(quantity: String, price: String = "32000", lines: Int = 1) -> String {
        let line = #"{"bookID":1,"title":"a","unitPrice":\#(price),"quantity":\#(quantity)}"#
        return #"{"schemaVersion":1,"data":{"lines":[\#(Array(repeating: line, count: lines).joined(separator: ","))]}}"#
    }

    /// One damaged cart, with a good scores file beside it.
    struct CartCase: CustomTestStringConvertible, Sendable {
        var name: String
        var content: String
        var testDescription: String { name }
    }

    static let cartCases: [CartCase] = [
        CartCase(name: "two lines of 5000000000000000000 (the crash at start)", content: cart(quantity: "5000000000000000000", lines: 2)),
        CartCase(name: "quantity and price Int.max", content: cart(quantity: "9223372036854775807", price: "9223372036854775807")),
        CartCase(name: "negative quantity", content: cart(quantity: "-3")),
        CartCase(name: "negative price", content: cart(quantity: "1", price: "-32000")),
        CartCase(name: "price Int.min", content: cart(quantity: "1", price: "-9223372036854775808")),
        CartCase(name: "fractional quantity", content: cart(quantity: "1.5")),
        CartCase(name: "a string where the quantity belongs", content: cart(quantity: "\"2\"")),
        CartCase(name: "a number too large for any integer", content: cart(quantity: "1e400")),
        CartCase(
            name: "deeply nested arrays",
            content: #"{"schemaVersion":1,"data":{"lines":\#(String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000))}}"#),
    ]

    final class DataDirectory {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("maincli-hostile-\(UUID().uuidString)").path
        let runtime = "/tmp/mch-\(UUID().uuidString.prefix(12))"
        init(_ files: [String: String]) throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
            for (name, content) in files { try Data(content.utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent(name)) }
        }
        func names() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] }
        deinit {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: runtime)
        }
    }

    static func launch(_ data: DataDirectory) throws -> PtySession {
        try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", data.path, "--lang", "en"],
            environment: ["SWIFT_BACKTRACE": "enable=no", "XDG_RUNTIME_DIR": data.runtime], columns: 100, rows: 30)
    }

    /// Quits with q and expects a clean exit: the app is alive after all it was given.
    static func quit(_ pty: PtySession, sourceLocation: SourceLocation = #_sourceLocation) async {
        #expect(await pty.type("q"), sourceLocation: sourceLocation)
        var ending: PtySession.Event?
        while let event = await pty.nextEvent(timeout: 10) {
            if case .stopped = event { continue }
            if case .continued = event { continue }
            ending = event
            break
        }
        #expect(ending == .exited(0), "the app ended with \(String(describing: ending))", sourceLocation: sourceLocation)
    }

    /// Waits for the notice about `file`, checks it was moved aside, and dismisses the notice.
    /// Types `keys` and expects `text` in what the app draws after them.
    static func press(
        _ keys: String, on pty: PtySession, thenSee text: String, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let mark = pty.output.count
        #expect(await pty.type(keys), sourceLocation: sourceLocation)
        #expect(await pty.waitForOutput(text, from: mark), comment, sourceLocation: sourceLocation)
    }

    static func expectMovedAside(
        _ file: String, in data: DataDirectory, pty: PtySession, saying words: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        #expect(
            await pty.waitForOutput("About your saved data", timeout: 10), "\(String(decoding: pty.output.suffix(2_000), as: UTF8.self))",
            sourceLocation: sourceLocation)
        #expect(await pty.waitForOutput(words, timeout: 5), sourceLocation: sourceLocation)
        #expect(!data.names().contains(file), "\(data.names())", sourceLocation: sourceLocation)
        #expect(data.names().contains { $0.hasPrefix(file + ".corrupt-") }, "\(data.names())", sourceLocation: sourceLocation)
        // The menu was drawn under the notice: Enter dismisses it, and the menu's keys answer next.
        #expect(await pty.type("\r"), sourceLocation: sourceLocation)
    }

    @Test("a damaged cart is moved aside with a notice; the cart opens empty, the scores beside it still load", arguments: cartCases)
    func damagedCart(_ damaged: CartCase) async throws {
        let data = try DataDirectory(["session.json": Self.session, "cart-7.json": damaged.content, "scores-7.json": Self.goodScores])
        let pty = try Self.launch(data)
        await Self.expectMovedAside("cart-7.json", in: data, pty: pty, saying: "could not be read")
        await Self.press("5", on: pty, thenSee: "Books")
        await Self.press("c", on: pty, thenSee: "Cart (0)")
        await Self.press("\u{1B}", on: pty, thenSee: "Books")
        await Self.press("\u{1B}", on: pty, thenSee: "Main menu")
        await Self.press("1", on: pty, thenSee: "Ada Brooks (3)", "the good scores file still loads")
        await Self.quit(pty)
    }

    @Test("a 200 MB cart is moved aside unread with its limit said; the good scores still load")
    func hugeCart() async throws {
        let data = try DataDirectory(["session.json": Self.session, "scores-7.json": Self.goodScores])
        let huge = URL(fileURLWithPath: data.path).appendingPathComponent("cart-7.json").path
        #expect(FileManager.default.createFile(atPath: huge, contents: Data("[".utf8)))
        #expect(truncate(huge, 200 * 1024 * 1024) == 0)
        let pty = try Self.launch(data)
        await Self.expectMovedAside("cart-7.json", in: data, pty: pty, saying: "larger than the 512 KiB")
        await Self.press("1", on: pty, thenSee: "Ada Brooks (3)")
        await Self.quit(pty)
    }

    @Test("a scores file at Int.max is moved aside; player 1 starts from zero and winning does not crash; the cart beside it still loads")
    func scoresAtIntMax() async throws {
        let scores = #"{"schemaVersion":1,"data":{"player1Score":9223372036854775807,"guestScores":{"noah":9223372036854775807}}}"#
        let data = try DataDirectory(["session.json": Self.session, "scores-7.json": scores, "cart-7.json": Self.goodCart])
        let pty = try Self.launch(data)
        #expect(await pty.waitForOutput("Main menu", timeout: 10))
        let mark = pty.output.count
        #expect(await pty.type("1"))
        #expect(await pty.waitForOutput("About your saved data", from: mark))
        #expect(await pty.waitForOutput("scores-7.json", from: mark))
        #expect(await pty.waitForOutput("Ada Brooks (0)", from: mark), "the lobby under the notice starts from zero")
        #expect(data.names().contains { $0.hasPrefix("scores-7.json.corrupt-") })
        #expect(await pty.type("\r"))
        await Self.press("\r", on: pty, thenSee: "turn (X)")
        for key in ["1", "4", "2", "5", "3"] { #expect(await pty.type(key)) }
        #expect(await pty.waitForOutput("Won!"))
        await Self.press("\r", on: pty, thenSee: "Ada Brooks (1)")
        await Self.press("\u{1B}", on: pty, thenSee: "Main menu")
        await Self.press("5", on: pty, thenSee: "Books")
        await Self.press("c", on: pty, thenSee: "Cart (2)", "the good cart still loads")
        await Self.quit(pty)
    }

    @Test("a session whose member id is empty is moved aside; the app asks who signs in")
    func sessionWithEmptyID() async throws {
        let session = Self.session.replacingOccurrences(of: #""id":"7""#, with: #""id":"""#)
        let data = try DataDirectory(["session.json": session])
        let pty = try Self.launch(data)
        #expect(await pty.waitForOutput("About your saved data", timeout: 10))
        #expect(await pty.waitForOutput("session.json"))
        #expect(data.names().contains { $0.hasPrefix("session.json.corrupt-") })
        #expect(await pty.type("\r"))
        #expect(await pty.waitForOutput("Login"))
        kill(pty.pid, SIGTERM)
        #expect(await pty.nextEvent(timeout: 10) == .exited(143))
    }

    @Test("a second instance on the same directories says it runs without saving and that links reach the first, which tree still reaches")
    func secondInstance() async throws {
        let data = try DataDirectory(["session.json": Self.session, "scores-7.json": Self.goodScores])
        let first = try Self.launch(data)
        #expect(await first.waitForOutput("Main menu", timeout: 10))
        let second = try Self.launch(data)
        #expect(await second.waitForOutput("Another MainCLI is already running", timeout: 10))
        #expect(await second.waitForOutput("Another copy of the app is using"))
        let tree = try await MainCLILinkTests.run(["tree"], runtime: data.runtime)
        #expect(tree.status == 0)
        #expect(tree.output.contains("MainMenuRouter"), "\(tree)")
        #expect(await second.type("\r"))  // Dismisses the notice.
        await Self.quit(second)
        // The second saved nothing and removed nothing: the first still owns its files.
        #expect(try String(contentsOfFile: data.path + "/scores-7.json", encoding: .utf8) == Self.goodScores)
        await Self.quit(first)
    }
}
