import DesignSystem
import Foundation
import TerminalTestSupport
import Testing

@testable import AppHost

/// `MainCLI inspect --session`'s server, spoken to over a raw TCP connection: the page, the list
/// of steps and each step as JSON, behind the same checks as the live inspector's (Host, Origin,
/// Sec-Fetch-Site, the token), with the step's number checked against the timeline.
@Suite("The session's page server", .timeLimit(.minutes(1)))
struct SessionPageServerTests {
    typealias Live = InspectorPageServerTests
    static let token = Live.token

    static func server(_ timeline: SessionTimeline = SessionTimelineFixture.timeline()) throws -> InspectorPageServer {
        let server = try InspectorPageServer(token: token, timeline: timeline)
        try server.start()
        return server
    }

    static func body(_ answer: String) -> String {
        answer.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
    }

    static func json(_ answer: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(body(answer).utf8)) as? [String: Any], "\(answer)")
    }

    @Test("the page is the timeline's: the live page's CSP (script by nonce only), no CORS, nothing of the session in it")
    func servesThePage() async throws {
        let server = try Self.server()
        defer { server.stop() }
        for target in ["/?token=\(Self.token.text)", "/"] {
            let answer = try await Live.exchange(server, Live.get(target, port: server.port))
            #expect(Live.status(answer) == "HTTP/1.1 200 OK", "\(target)")
            let head = answer.components(separatedBy: "\r\n\r\n")[0].lowercased()
            let policy = try #require(head.components(separatedBy: "\r\n").first { $0.hasPrefix("content-security-policy: ") })
            let nonce = try #require(policy.firstRange(of: "'nonce-").map { policy[$0.upperBound...].prefix { $0 != "'" } })
            #expect(policy == "content-security-policy: " + InspectorPageDocument.contentSecurityPolicy(nonce: String(nonce)))
            #expect(!head.contains("access-control"), "no CORS header")
            let page = Self.body(answer)
            #expect(page.contains("<title>MainCLI inspector: a recorded session</title>"))
            #expect(page.contains("id=\"slider\"") && page.contains("'/step?n='"))
            #expect(!page.contains("<script>") && page.components(separatedBy: "<script nonce=\"\(nonce)\">").count == 2, "one script, by nonce")
            #expect(!page.contains("innerHTML") && !page.contains("src=\"http") && !page.contains("href=\"http"))
            #expect(!page.contains("Screen of step") && !page.contains("LoggedOutRouter"), "the page holds nothing of the session")
        }
    }

    @Test("/steps lists every step's number, time and cause, and the title")
    func listsTheSteps() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let answer = try await Live.exchange(server, Live.get("/steps?token=\(Self.token.text)", port: server.port))
        #expect(Live.status(answer) == "HTTP/1.1 200 OK")
        #expect(answer.lowercased().contains("content-type: application/json; charset=utf-8"))
        #expect(answer.lowercased().contains("content-security-policy: default-src 'none'\r\n"))
        let list = try Self.json(answer)
        #expect(list["title"] as? String == "sign-in.session, recorded 2026-12-05 by MainCLI 0.9.0")
        let steps = try #require(list["steps"] as? [[String: Any]])
        #expect(steps.map { $0["cause"] as? String ?? "" } == SessionTimelineFixture.causes)
        #expect(steps.map { $0["index"] as? Int ?? -1 } == Array(0..<6))
        #expect(steps.map { $0["time"] as? Double ?? -1 } == [0, 0.5, 1, 1.5, 2, 2.5])
        #expect(steps[0].keys.sorted() == ["cause", "index", "time"], "the list holds no tree, screen or log")
    }

    @Test("/step?n=N is that step: its tree, its screen as an SVG, its log and the earlier steps' lines")
    func servesAStep() async throws {
        let server = try Self.server()
        defer { server.stop() }
        for n in 0..<6 {
            let step = try Self.json(try await Live.exchange(server, Live.get("/step?n=\(n)&token=\(Self.token.text)", port: server.port)))
            #expect(step["index"] as? Int == n)
            #expect(step["count"] as? Int == 6)
            #expect(step["cause"] as? String == SessionTimelineFixture.causes[n])
            let svg = step["svg"] as? String ?? ""
            #expect(svg.hasPrefix("<svg"))
            #expect(svg == SVGImage(SessionTimelineFixture.frame(at: n)).text, "step \(n)'s own frame")
            let tree = try #require(step["tree"] as? [String: Any])
            let child = try #require((tree["children"] as? [[String: Any]])?.first)
            #expect(child["router"] as? String == (n < 4 ? "LoggedOutRouter" : "LoggedInRouter"), "step \(n)")
            #expect(step["log"] as? [String] == SessionTimelineFixture.log(at: n))
            let earlier = try #require(step["earlier"] as? [[String: Any]])
            let expected = (0..<n).flatMap { k in SessionTimelineFixture.log(at: k).map { (k, $0) } }
            #expect(earlier.map { $0["step"] as? Int ?? -1 } == expected.map(\.0), "step \(n)")
            #expect(earlier.map { $0["text"] as? String ?? "" } == expected.map(\.1), "step \(n)")
            #expect(step["omitted"] as? Int == 0)
        }
    }

    @Test("a step is sent with the last 500 earlier lines, the rest counted: a long session's step stays bounded")
    func boundsTheEarlierLines() throws {
        var timeline = SessionTimelineFixture.timeline(steps: 3)
        timeline.steps[0].log = (0..<400).map { "first \($0)" }
        timeline.steps[1].log = (0..<300).map { "second \($0)" }
        let step = try #require(
            try JSONSerialization.jsonObject(with: Data(SessionTimelineJSON.step(2, of: timeline))) as? [String: Any])
        let earlier = try #require(step["earlier"] as? [[String: Any]])
        #expect(earlier.count == 500)
        #expect(earlier.first?["text"] as? String == "first 200")
        #expect(earlier.last?["text"] as? String == "second 299")
        #expect(step["omitted"] as? Int == 200)
    }

    @Test(
        "a step's number is digits only and within the timeline: -1, 6, +1, 1e1, 0x1, a space, 20 digits or none get 400 or 404, nothing else")
    func refusesHostileStepNumbers() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let refusals: [(String, String)] = [
            ("6", "404"), ("7", "404"), ("999999999", "404"), ("-1", "400"), ("+1", "400"), ("1e1", "400"), ("0x1", "400"), ("%31", "400"),
            ("1%20", "400"), ("", "400"), ("99999999999999999999", "400"), (String(repeating: "9", count: 4_000), "400"), ("1.0", "400"),
            ("١", "400"),
        ]
        for (n, status) in refusals {
            let answer = try await Live.exchange(server, Live.get("/step?n=\(n)&token=\(Self.token.text)", port: server.port))
            #expect(Live.status(answer).hasPrefix("HTTP/1.1 \(status) ") || (n.utf8.count > 8_000), "n=\(n.prefix(30)): \(Live.status(answer))")
            #expect(!answer.contains("\"svg\""), "n=\(n.prefix(30))")
        }
        let missing = try await Live.exchange(server, Live.get("/step?token=\(Self.token.text)", port: server.port))
        #expect(Live.status(missing) == "HTTP/1.1 400 Bad Request")
        let beyond = try await Live.exchange(server, Live.get("/step?n=6&token=\(Self.token.text)", port: server.port))
        #expect(beyond.contains("no step 6: this session's steps are 0 to 5"), "\(beyond)")
        let last = try await Live.exchange(server, Live.get("/step?n=005&token=\(Self.token.text)", port: server.port))
        #expect(try Self.json(last)["index"] as? Int == 5, "leading zeros name the same step")
    }

    @Test("the steps need the token, a Host of 127.0.0.1:PORT and no other site's Origin: 403 or 421, and nothing of the session")
    func checksLikeTheLivePage() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let port = server.port
        let almost = String(Self.token.text.dropLast()) + "c"
        let cases: [(target: String, host: String?, extra: String, status: Int)] = [
            ("/steps", nil, "", 403), ("/step?n=1", nil, "", 403), ("/steps?token=\(almost)", nil, "", 403),
            ("/step?n=1&token=\(Self.token.text)a", nil, "", 403),
            ("/step?n=1&token=\(Self.token.text)", "localhost:\(port)", "", 421),
            ("/steps?token=\(Self.token.text)", "evil.example", "", 421),
            ("/step?n=1&token=\(Self.token.text)", nil, "Origin: https://evil.example\r\n", 403),
            ("/steps?token=\(Self.token.text)", nil, "Sec-Fetch-Site: cross-site\r\n", 403),
            ("/step?n=99&token=\(almost)", nil, "", 403),
            ("/events?token=\(Self.token.text)", nil, "", 404),
        ]
        for check in cases {
            let answer = try await Live.exchange(server, Live.get(check.target, host: check.host, port: port, extra: check.extra))
            #expect(Live.status(answer).hasPrefix("HTTP/1.1 \(check.status) "), "\(check.target) \(check.host ?? "") \(check.extra)")
            #expect(!answer.contains("LoggedOutRouter") && !answer.contains("\"steps\"") && !answer.contains("text/event-stream"), "\(check.target)")
        }
        let post = try await Live.exchange(server, "POST /steps?token=\(Self.token.text) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(Live.status(post) == "HTTP/1.1 405 Method Not Allowed")
    }

    @Test("the live server serves no steps, and a session without a step is refused before it listens")
    func keepsTheModesApart() async throws {
        let live = try Live.server()
        defer { live.stop() }
        for target in ["/steps", "/step?n=0"] {
            let answer = try await Live.exchange(live, Live.get("\(target)\(target.contains("?") ? "&" : "?")token=\(Self.token.text)", port: live.port))
            #expect(Live.status(answer) == "HTTP/1.1 404 Not Found", "\(target)")
        }
        #expect(throws: InspectorPageServer.StartError.self) { try InspectorPageServer(token: Self.token, timeline: SessionTimeline(title: "", steps: [])) }
    }

    @Test("the route reads a step's number against the session's steps, after every check the live route makes")
    func route() throws {
        let token = InspectorToken(text: "secret")
        func route(_ request: String, steps: Int = 3) throws -> InspectorPageRoute {
            InspectorPageRoute(
                head: try HTTPRequestHead(bytes: Array("\(request) HTTP/1.1\r\nHost: 127.0.0.1:9\r\n\r\n".utf8)), token: token, port: 9,
                serving: .session(stepCount: steps))
        }
        #expect(try route("GET /steps?token=secret") == .steps)
        #expect(try route("GET /step?n=2&token=secret") == .step(2))
        #expect(try route("GET /step?token=secret&n=0") == .step(0))
        #expect(try route("GET /?token=secret") == .page)
        #expect(try route("GET /") == .page)
        #expect(try route("GET /step?n=3&token=secret") == .refuse(status: 404, reason: "no step 3: this session's steps are 0 to 2"))
        #expect(try route("GET /step?n=0&token=secret", steps: 1) == .step(0))
        if case .refuse(let status, _) = try route("GET /step?n=1") { #expect(status == 403) } else { Issue.record("a step without the token") }
        if case .refuse(let status, _) = try route("GET /events?token=secret") { #expect(status == 404) } else { Issue.record("events in a session") }
        if case .refuse(let status, _) = try route("GET /step?n=x1&token=secret") { #expect(status == 400) } else { Issue.record("a step by letter") }
    }
}
