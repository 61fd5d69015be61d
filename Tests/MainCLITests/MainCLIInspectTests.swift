import Foundation
import TerminalTestSupport
import Testing

/// `MainCLI inspect` beside a running app: its first line is the page's URL, the page's event
/// stream follows what the app does, it is admitted whatever `tree --watch` sessions there are,
/// and it ends with the app, or with q.
@Suite("MainCLI inspect beside a running app", .serialized, .timeLimit(.minutes(3)))
struct MainCLIInspectTests {
    typealias Directories = MainCLILinkTests.Directories

    @Test("without a running app it says so and exits 2, as tree does")
    func noApp() async throws {
        let directories = Directories()
        let result = try await MainCLILinkTests.run(["inspect"], runtime: directories.runtime)
        #expect(result.status == 2)
        #expect(result.error.contains("no running MainCLI for this user"), "\(result.error)")
        #expect(result.output.isEmpty)
        let badPort = try await MainCLILinkTests.run(["inspect", "--port", "99999"], runtime: directories.runtime)
        #expect(badPort.status == 2)
        #expect(badPort.error.contains("--port takes a number from 1 to 65535"), "\(badPort.error)")
        for command in [["inspect"], ["tree"], ["tree", "--watch", "--json"]] {
            let noAppInKorean = try await MainCLILinkTests.run(["--lang", "ko"] + command, runtime: directories.runtime)
            #expect(noAppInKorean.status == 2)
            #expect(noAppInKorean.error.hasPrefix("MainCLI: error: 이 사용자로 실행 중인 MainCLI가 없습니다 ("), "\(command): \(noAppInKorean.error)")
        }
        let watchWithoutTerminal = try await MainCLILinkTests.run(["--lang", "ja", "tree", "--watch"], runtime: directories.runtime)
        #expect(watchWithoutTerminal.status == 2)
        #expect(watchWithoutTerminal.error.contains("tree --watch は端末に描きますが、ここは端末ではありません。"), "\(watchWithoutTerminal.error)")
        let inKorean = try await MainCLILinkTests.run(["--lang", "ko", "inspect", "--port", "0"], runtime: directories.runtime)
        #expect(inKorean.status == 2)
        #expect(inKorean.error.contains("--port 에는 1부터 65535까지의 숫자를 주세요. \"0\" 는 쓸 수 없습니다."), "\(inKorean.error)")
    }

    @Test(
        "it prints the URL first; the page's stream follows a sign-in; 4 tree --watch sessions do not keep it out; a third inspector is told why; it ends with the app (exit 0) or q"
    )
    func followsTheApp() async throws {
        let directories = Directories()
        let app = try MainCLILinkTests.launch(directories)
        #expect(await app.waitForOutput("Login"))
        // As many watchers as the app takes: inspectors are counted apart.
        let watchers = try (0..<4).map { _ in try InspectorProcess(["tree", "--watch", "--json"], runtime: directories.runtime) }
        for watcher in watchers { #expect(await watcher.nextLine()?.contains("LoggedOutRouter") == true) }

        let inspector = try InspectorProcess(["inspect"], runtime: directories.runtime)
        let url = try #require(await inspector.nextLine())
        let (port, token) = try #require(InspectorProcess.address(of: url), "\(url)")
        #expect(token.count == 64)

        let page = try await offThePool {
            Result {
                let client = try LoopbackClient(port: port)
                client.send("GET /events?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                return client
            }
        }.get()
        let before = String(
            decoding: await offThePool { page.receive(timeout: 10) { String(decoding: $0, as: UTF8.self).contains("event: frame") } }, as: UTF8.self)
        #expect(before.contains("LoggedOutRouter"), "\(before.prefix(500))")

        #expect(await app.type("ada\tNoah\t\r"))
        let after = String(
            decoding: await offThePool {
                page.receive(timeout: 10) { String(decoding: $0.suffix(400_000), as: UTF8.self).contains("MainMenuRouter attached") }
            },
            as: UTF8.self)
        #expect(after.contains("\"kind\":\"action\""), "the sign-in action is logged")
        #expect(after.contains("login(player1Name: \\\"ada\\\""), "\(after.prefix(2_000))")
        #expect(after.contains("LoggedInRouter attached"))

        // A second inspector is admitted, a third is told why not.
        let second = try InspectorProcess(["inspect"], runtime: directories.runtime)
        #expect(await second.nextLine()?.hasPrefix("http://127.0.0.1:") == true)
        let third = try InspectorProcess(["inspect"], runtime: directories.runtime)
        let refused = await third.finish()
        #expect(refused.status == 2)
        #expect(refused.error.contains("busy: 2 inspectors already follow this app (tree --watch sessions do not count)"), "\(refused.error)")

        // q ends the second; the app goes on.
        second.type("q")
        #expect(await second.finish().status == 0)

        #expect(await app.type("q"))
        let ended = await inspector.finish()
        #expect(ended.status == 0)
        #expect(ended.output.contains("the app quit; the inspector has ended"), "\(ended.output)")
        #expect(page.isClosedByServer(), "the page's stream ends with the app")
        for watcher in watchers { _ = await watcher.finish() }
    }

    /// Opens the event stream of the inspector at `url` on a raw connection.
    static func openPage(_ url: String) async throws -> LoopbackClient {
        let (port, token) = try #require(InspectorProcess.address(of: url), "\(url)")
        return try await offThePool {
            Result {
                let client = try LoopbackClient(port: port)
                client.send("GET /events?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                return client
            }
        }.get()
    }

    /// What the page's stream held up to its `end` event.
    static func streamToItsEnd(_ page: LoopbackClient) async -> String {
        String(
            decoding: await offThePool { page.receive(timeout: 20) { String(decoding: $0.suffix(2_000), as: UTF8.self).contains("event: end\n") } },
            as: UTF8.self)
    }

    @Test("an inspector the app drops (stopped while the app draws) says so and why, exits 3, and its page is told the same; the app runs on")
    func droppedInspectorSaysSo() async throws {
        let directories = Directories()
        let app = try MainCLILinkTests.launch(directories)
        #expect(await app.waitForOutput("Login"))
        let inspector = try InspectorProcess(["inspect"], runtime: directories.runtime)
        let url = try #require(await inspector.nextLine())
        let page = try await Self.openPage(url)
        _ = await offThePool { page.receive(timeout: 10) { String(decoding: $0, as: UTF8.self).contains("event: frame") } }

        // Stopped, the inspector reads nothing: the frames the app draws fill its socket, and the
        // app gives up on it after its send deadline (2 s), which the test has to outlast. How
        // long the socket takes to fill depends on how fast the machine draws: under the whole
        // suite it may not in 4 s, so a stop that ends with the inspector still kept (it reads on
        // once resumed) is tried again, twice as long.
        for seconds in [4, 8, 16] {
            kill(inspector.process.processIdentifier, SIGSTOP)
            let started = ContinuousClock.now
            var typed = 0
            while ContinuousClock.now - started < .seconds(seconds) {
                #expect(await app.type(typed % 2 == 0 ? "abcdefghij" : "\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}"))
                typed += 1
            }
            kill(inspector.process.processIdentifier, SIGCONT)
            // Dropped, it says so and exits at once; kept, it reads on.
            let resumed = ContinuousClock.now
            while inspector.process.isRunning, ContinuousClock.now - resumed < .seconds(3) { try? await Task.sleep(for: .milliseconds(50)) }
            if !inspector.process.isRunning { break }
        }
        let ended = await inspector.finish()
        #expect(ended.status == 3, "\(ended.output) \(ended.error)")
        #expect(ended.error.contains("the app dropped this inspector: it had not read the app's events for 2"), "\(ended.error)")
        #expect(!ended.output.contains("the app quit"), "\(ended.output)")
        let stream = await Self.streamToItsEnd(page)
        #expect(stream.contains("\"reason\":\"dropped\""), "\(stream.suffix(600))")
        #expect(stream.contains("the app dropped this inspector"), "\(stream.suffix(600))")

        // The app is still there.
        let tree = try await MainCLILinkTests.run(["tree"], runtime: directories.runtime)
        #expect(tree.status == 0, "\(tree.error)")
        app.hangUp()
    }

    @Test("killed with -9, the app is said to have quit: inspect exits 0 and its page is told", .timeLimit(.minutes(1)))
    func killedAppIsSaidToHaveQuit() async throws {
        let directories = Directories()
        let app = try MainCLILinkTests.launch(directories)
        #expect(await app.waitForOutput("Login"))
        let inspector = try InspectorProcess(["inspect"], runtime: directories.runtime)
        let url = try #require(await inspector.nextLine())
        let page = try await Self.openPage(url)
        _ = await offThePool { page.receive(timeout: 10) { String(decoding: $0, as: UTF8.self).contains("event: frame") } }
        kill(app.pid, SIGKILL)
        let ended = await inspector.finish()
        #expect(ended.status == 0, "\(ended.error)")
        #expect(ended.output.contains("the app quit; the inspector has ended"), "\(ended.output)")
        let stream = await Self.streamToItsEnd(page)
        #expect(stream.contains("event: end\ndata: {\"reason\":\"quit\""), "\(stream.suffix(600))")
    }
}
