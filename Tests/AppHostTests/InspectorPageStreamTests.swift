import Foundation
import TerminalTestSupport
import Testing

@testable import AppHost

/// The page's event stream (Server-Sent Events): the frames a page reads, what a page that
/// connects late is sent first, and a page that does not read, which loses entries while the
/// feed never waits for it.
@Suite("The inspector's event stream", .timeLimit(.minutes(1)))
struct InspectorPageStreamTests {
    typealias Server = InspectorPageServerTests

    static func line(_ kind: InspectorLine.Kind, screen: String? = nil, text: String? = nil, state: InspectorJSON? = nil) -> InspectorLine {
        var line = InspectorLine(kind: kind, time: 1_800_000_000)
        line.screen = screen
        line.model = screen.map { "model-\($0)" }
        line.text = text
        line.state = state
        return line
    }

    static func tree() -> InspectorLine {
        var line = InspectorLine(kind: .tree, time: 1_800_000_000)
        line.tree = RIBTreeSnapshot(
            router: "RootRouter", isActive: true, view: "RootViewController", isOnScreen: false,
            children: [RIBTreeSnapshot(router: "LoggedInRouter", isActive: true, view: nil, isOnScreen: false, children: [])])
        line.changes = [RIBTreeChange(kind: .attached, router: "LoggedInRouter", path: "RootRouter/LoggedInRouter")]
        line.screens = [InspectorLine.Screen(path: "RootRouter", screen: "Root", model: "model-Root", state: .object(["count": .number(1)]))]
        return line
    }

    /// Opens the stream; returns the client once the stream's head has arrived.
    static func open(_ server: InspectorPageServer, receiveBuffer: Int32? = nil) async throws -> (LoopbackClient, String) {
        let port = server.port
        return try await onOwnThread {
            let client = try LoopbackClient(port: port, receiveBuffer: receiveBuffer)
            client.send(Server.get("/events?token=\(Server.token.text)", port: port))
            let head = String(decoding: client.receive { String(decoding: $0, as: UTF8.self).contains("retry: 1000\n\n") }, as: UTF8.self)
            return (client, head)
        }
    }

    /// Reads until the stream, after what was `already` read, holds `text`; returns all of it.
    static func read(_ client: LoopbackClient, until text: String, already: String = "") async -> String {
        guard !already.contains(text) else { return already }
        return already + (await read(client, until: text))
    }

    /// Reads until what it reads holds `text`; returns all it read.
    static func read(_ client: LoopbackClient, until text: String) async -> String {
        // Only the tail is looked at: the stream may be megabytes long.
        await onOwnThread { String(decoding: client.receive(timeout: 20) { String(decoding: $0.suffix(16_384), as: UTF8.self).contains(text) }, as: UTF8.self) }
    }

    /// The `data:` of every `event: name` block in `stream`.
    static func data(of name: String, in stream: String) -> [String] {
        stream.components(separatedBy: "\n\n").compactMap { block in
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
            guard let index = lines.firstIndex(of: "event: \(name)"), index + 1 < lines.count, lines[index + 1].hasPrefix("data: ") else { return nil }
            return String(lines[index + 1].dropFirst(6))
        }
    }

    @Test("each line from the app becomes an event block a page reads: tree, state, log (with what changed), frame, and end")
    func sseFrames() async throws {
        let feed = InspectorPageFeed()
        let server = try Server.server(feed)
        defer { server.stop() }
        let (client, head) = try await Self.open(server)
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(head.contains("Content-Type: text/event-stream"))
        #expect(!head.lowercased().contains("access-control"))

        feed.apply(Self.tree())
        feed.apply(Self.line(.action, screen: "Home", text: "tap"))
        feed.apply(Self.line(.state, screen: "Root", state: .object(["count": .number(2)])))
        var frame = InspectorLine(kind: .frame, time: 1_800_000_000)
        frame.svg = "<svg><text>Lucky</text></svg>"
        feed.apply(frame)
        feed.apply(Self.line(.link, text: "Root → waitForLogin: waiting"))
        feed.end()
        let stream = await Self.read(client, until: "event: end\n", already: head)
        #expect(client.isClosedByServer(), "the stream ends with the app")

        let tree = try #require(Self.data(of: "tree", in: stream).first)
        #expect(tree.contains("\"router\":\"LoggedInRouter\""))
        #expect(tree.contains("\"screens\":[{\"model\":\"model-Root\""))
        let logs = Self.data(of: "log", in: stream)
        #expect(logs.contains { $0.contains("\"kind\":\"tree\"") && $0.contains("LoggedInRouter attached") })
        #expect(logs.contains { $0.contains("\"kind\":\"action\"") && $0.contains("\"screen\":\"Home\"") && $0.contains("\"text\":\"tap\"") })
        #expect(logs.contains { $0.contains("\"kind\":\"state\"") && $0.contains("count: 1 → 2") }, "\(logs)")
        #expect(logs.contains { $0.contains("\"kind\":\"link\"") })
        #expect(Self.data(of: "state", in: stream).last?.contains("\"state\":{\"count\":2}") == true)
        #expect(Self.data(of: "frame", in: stream).first?.contains("Lucky") == true)
    }

    @Test("a page that connects late is sent the tree, the states, the frame and at most the last 500 log entries first")
    func replayIsBounded() async throws {
        let feed = InspectorPageFeed()
        let server = try Server.server(feed)
        defer { server.stop() }
        feed.apply(Self.tree())
        for index in 0..<(InspectorPageFeed.logCapacity + 300) { feed.apply(Self.line(.action, screen: "Home", text: "action \(index)")) }
        var frame = InspectorLine(kind: .frame, time: 1_800_000_000)
        frame.svg = "<svg>newest</svg>"
        feed.apply(frame)
        let (client, head) = try await Self.open(server)
        let stream = await Self.read(client, until: "newest", already: head)
        let logs = Self.data(of: "log", in: stream)
        #expect(logs.count == InspectorPageFeed.logCapacity)
        #expect(logs.last?.contains("action \(InspectorPageFeed.logCapacity + 299)") == true)
        #expect(!stream.contains("\"action 299\""), "the oldest entries are gone")
        #expect(Self.data(of: "tree", in: stream).count == 1)
        #expect(Self.data(of: "state", in: stream).count == 1)
    }

    @Test("a page that does not read never holds up the feed: it loses entries (or is dropped), while a reading page gets the newest")
    func slowReader() async throws {
        let feed = InspectorPageFeed()
        let server = try Server.server(feed)
        defer { server.stop() }
        let (slow, _) = try await Self.open(server, receiveBuffer: 4_096)
        let (reader, _) = try await Self.open(server)
        // Far more than the slow page's queue (4 MiB) and the socket's buffers (a few MiB on
        // loopback) hold: 4 KiB a line, 12 MiB in all.
        let padding = String(repeating: "x", count: 4_096)
        let count = 3_000
        let started = ContinuousClock.now
        for index in 0..<count { feed.apply(Self.line(.action, screen: "Home", text: "\(index) \(padding)")) }
        feed.apply(Self.line(.action, screen: "Home", text: "last"))
        let flooding = ContinuousClock.now - started
        // Had the feed waited for the slow page, the flood would have taken its send deadline at least.
        #expect(flooding < InspectorPageServer.sendDeadline, "\(flooding)")

        let read = await Self.read(reader, until: "\"text\":\"last\"")
        #expect(read.contains("\"text\":\"last\""), "the reading page gets the newest entry")

        let late = await Self.read(slow, until: "\"text\":\"last\"")
        let received = Self.data(of: "log", in: late).count
        #expect(received < count, "the slow page lost entries: \(received) of \(count)")
        // Either told how many it lost, or dropped once a write waited past the deadline.
        #expect(late.contains("event: lost\ndata: {\"count\":") || slow.isClosedByServer(timeout: 1), "\(late.suffix(300))")
    }
}
