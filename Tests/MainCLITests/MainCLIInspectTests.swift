import Foundation
import TerminalTestSupport
import Testing

/// `MainCLI inspect` beside a running app: its first line is the page's URL, the page's event
/// stream follows what the app does, it is admitted whatever `tree --watch` sessions there are,
/// and it ends with the app, or with q.
@Suite("MainCLI inspect beside a running app", .serialized, .timeLimit(.minutes(2)))
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
}
