import DesignSystem
import FeatureDomain
import FeatureDomainTestSupport
import FeatureUserInterface
import Foundation
import Network
import Testing

@testable import AppHost

/// A server's answer given without a network, after the request was looked at.
private final class CannedTransport: HTTPTransport {
    func send(_ request: HTTPRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
        guard request.url.path != "/fails" else { throw .timeout(seconds: 15) }
        return HTTPResponse(
            statusCode: 200,
            headers: [
                "Set-Cookie": "session=SECRET-COOKIE", "WWW-Authenticate": "Basic SECRET-REALM", "X-Total-Count": "3", "Content-Type": "application/json",
            ],
            body: Data("[{\"id\":1}]".utf8))
    }
}

/// The recorder of `MainCLI --record`: what it writes, what it never writes, and the file it
/// never overwrites.
@MainActor
@Suite("Session recorder", .serialized, .timeLimit(.minutes(1)))
struct SessionRecorderTests {
    private let directory = TemporaryDirectory()

    private var path: String {
        try? FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        return directory.url.appendingPathComponent("session.jsonl").path
    }

    private static let header = SessionHeader(
        app: .init(version: "0.1.0", commit: nil), recorded: "2026-12-05T07:00:00Z", size: .init(width: 80, height: 24), language: "en",
        appearance: "dark", colorMode: "none", charset: "unicode", accessible: false, mouse: false, backend: "offline", data: [:])

    private func lines(_ path: String) throws -> [[String: Any]] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test("an HTTP exchange is written without any request header, credential response header, URL user info or secret query value")
    func noCredentials() async throws {
        let path = path
        let recorder = try SessionRecorder.create(path: path, header: Self.header).get()
        let transport = recorder.recording(CannedTransport())
        var request = HTTPRequest(url: try #require(URL(string: "https://ada:PASSWORD@example.com/posts?_page=1&access_token=SECRET-QUERY")))
        request.setValue("Bearer SECRET-TOKEN", forHTTPHeaderField: "Authorization")
        request.setValue("session=SECRET-REQUEST-COOKIE", forHTTPHeaderField: "Cookie")
        _ = try await transport.send(request, maximumBodySize: 1_000)
        await #expect(throws: NetworkError.timeout(seconds: 15)) {
            try await transport.send(HTTPRequest(url: URL(string: "https://example.com/fails")!), maximumBodySize: 1_000)
        }
        #expect(recorder.finish(exit: 0))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for secret in ["SECRET", "PASSWORD", "ada:", "Bearer", "set-cookie", "www-authenticate", "authorization"] {
            #expect(!text.lowercased().contains(secret.lowercased()), "\(secret) was written")
        }
        let exchanges = try lines(path).filter { $0["e"] as? String == "http" }
        #expect(exchanges.count == 2)
        #expect(exchanges.first?["url"] as? String == "https://example.com/posts?_page=1&access_token=REDACTED")
        #expect(exchanges.first?["headers"] as? [String: String] == ["x-total-count": "3", "content-type": "application/json"])
        #expect(exchanges.first?["response"] as? String == "[{\"id\":1}]")
        #expect(exchanges.last?["error"] as? String == NetworkError.timeout(seconds: 15).sessionText)
        #expect(NetworkError(sessionText: NetworkError.timeout(seconds: 15).sessionText) == .timeout(seconds: 15))
    }

    @Test("a file already at the path is refused and left as it was; a new one is readable by its owner only")
    func neverOverwrites() throws {
        let path = path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
        guard case .failure(.fileExists(path)) = SessionRecorder.create(path: path, header: Self.header) else {
            Issue.record("an existing file is refused")
            return
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
        try FileManager.default.removeItem(atPath: path)
        let recorder = try SessionRecorder.create(path: path, header: Self.header).get()
        #expect(recorder.finish(exit: 0))
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test("a session through the real RIB tree: the header first, actions and states numbered by model, draws, the tree, and the end last")
    func recordsTheApp() async throws {
        let path = path
        let app = AppHarness(directory: directory.url, numbers: [4])
        let recorder = try SessionRecorder.create(path: path, header: Self.header).get()
        let host = ScreenHost(terminal: TerminalDevice(), colorMode: .none)
        recorder.start(root: app.root, host: host)
        let circumstances = recorder.recording(app.dependency.circumstances)
        #expect(await app.signIn("ADA", "Noah"))
        #expect(circumstances.draw(.luckyNumber, in: 0...5) == 4)
        #expect(recorder.finish(exit: 130))
        let lines = try lines(path)
        #expect(lines.first?["format"] as? String == SessionHeader.formatName)
        #expect(lines.last?["e"] as? String == "end" && lines.last?["exit"] as? Int == 130)
        let actions = lines.filter { $0["e"] as? String == "action" }
        #expect(actions.contains { ($0["action"] as? String ?? "").hasPrefix("login(player1Name: \"ADA\"") && $0["model"] as? Int == 1 })
        let models = Set(lines.compactMap { $0["model"] as? Int })
        #expect(models == Set(1...models.count), "models are numbered 1, 2, 3… in order of appearance: \(models.sorted())")
        #expect(lines.contains { $0["e"] as? String == "draw" && $0["purpose"] as? String == "luckyNumber" && $0["value"] as? Int == 4 })
        #expect(lines.contains { ($0["changes"] as? [[String: String]])?.contains { $0["router"] == "MainMenuRouter" } == true })
        #expect(!ScreenModelObservation.observers.contains { $0 === recorder })
    }
}
