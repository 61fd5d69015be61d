import Synchronization
import SystemCalls

/// The inspector's web page, served on 127.0.0.1 only by `MainCLI inspect` (never by the app):
/// one self-contained page and its Server-Sent Events stream, or, for a recorded session
/// (`inspect --session`), the timeline's page and its steps as JSON, one step per request.
///
/// It is a local server, so it treats every request as hostile: the head is read within
/// ``headDeadline`` and ``HTTPRequestHead/maximumLength`` bytes; the Host header must name this
/// server (the DNS-rebinding defence), the token must match (compared in constant time); a
/// request that fails any check gets a 4xx and nothing else. At most ``maximumConnections``
/// connections at once, each on a thread of its own. When all are taken, the one that has been
/// silent longest (no whole request line for ``silentGrace``) is closed to make room for the
/// newcomer; without such a one the newcomer gets 503. So connections that say nothing cannot
/// keep a page out: a request sent at once is served while silent ones hold every other place.
/// No CORS header is ever sent, and the page's Content-Security-Policy allows nothing from
/// anywhere else.
public final class InspectorPageServer: Sendable {
    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The most connections served at once.
    public static let maximumConnections = 16
    /// How long a client has to send its request's head.
    public static let headDeadline: Duration = .seconds(5)
    /// How long one batch of events may take to leave before the page is taken for gone.
    static let sendDeadline: Duration = .seconds(2)
    /// How long a connection may go without a whole request line before, when every place is
    /// taken, a newcomer may take its place.
    public static let silentGrace: Duration = .milliseconds(500)

    /// The port bound.
    public let port: UInt16
    public let token: InspectorToken
    private let listener: LoopbackListener
    private let content: Content
    private let connections = Atomic<Int>(0)
    /// The connections still reading their head, by descriptor: when each came, and whether its
    /// request line has arrived. An entry leaves before its descriptor is closed, under this
    /// lock, so a descriptor found here is still this connection's.
    private let reading = Mutex<[Int32: Arrival]>([:])

    /// What the pages are shown: a running app, followed through its feed, or a recorded session.
    private enum Content {
        case live(InspectorPageFeed)
        case session(SessionTimeline)
    }

    private struct Arrival {
        var since: ContinuousClock.Instant
        var hasRequestLine = false
    }
    private let listenerState = Mutex(ListenerState())

    private struct ListenerState {
        var isAccepting = false
        var isStopped = false
        var isClosed = false
    }

    /// Listens on 127.0.0.1:`port` (0: a free port the system picks) for pages that follow `feed`.
    public convenience init(port: UInt16 = 0, token: InspectorToken = InspectorToken(), feed: InspectorPageFeed) throws(StartError) {
        try self.init(port: port, token: token, content: .live(feed))
    }

    /// Listens on 127.0.0.1:`port` (0: a free port the system picks) for pages that step through
    /// `timeline`, which has at least one step.
    public convenience init(port: UInt16 = 0, token: InspectorToken = InspectorToken(), timeline: SessionTimeline) throws(StartError) {
        guard !timeline.steps.isEmpty else { throw StartError(description: "the session has no step to show") }
        try self.init(port: port, token: token, content: .session(timeline))
    }

    private init(port: UInt16, token: InspectorToken, content: Content) throws(StartError) {
        do throws(UnixSocket.Failure) {
            listener = try LoopbackListener(port: port)
        } catch {
            throw StartError(description: "cannot listen on 127.0.0.1:\(port): \(error.description)")
        }
        self.port = listener.port
        self.token = token
        self.content = content
    }

    /// What the route serves: a running app's events, or a session's steps.
    private var serving: InspectorPageRoute.Serving {
        switch content {
        case .live: .live
        case .session(let timeline): .session(stepCount: timeline.steps.count)
        }
    }

    /// The page's address, token included: what `MainCLI inspect` prints first.
    public var url: String { "http://127.0.0.1:\(port)/?token=\(token.text)" }

    /// Starts serving on a thread of its own.
    public func start() throws(StartError) {
        let starts = listenerState.withLock { state in
            guard !state.isAccepting, !state.isStopped else { return false }
            state.isAccepting = true
            return true
        }
        guard starts else { return }
        guard ThreadStarter.start(name: "inspector-page", { [self] in acceptLoop() }) else {
            listenerState.withLock { state in
                state.isAccepting = false
                state.isStopped = true
                state.isClosed = true
                listener.close()
            }
            throw StartError(description: "the system would not start a thread to serve the page")
        }
    }

    /// Stops accepting; the pages' streams end with the feed's ``InspectorPageFeed/end()``.
    public func stop() {
        listenerState.withLock { state in
            guard !state.isStopped else { return }
            state.isStopped = true
            guard !state.isClosed else { return }
            if state.isAccepting {
                // The loop closes the socket once woken; under the lock, so the pipe is still open.
                listener.wake()
            } else {
                state.isClosed = true
                listener.close()
            }
        }
    }

    private func acceptLoop() {
        accepting: while !listenerState.withLock({ $0.isStopped }) {
            switch listener.accept() {
            case .connection(let connection): admit(connection)
            case .retry: continue
            case .exhausted: ListeningSocket.pauseBeforeRetry()
            case .woken, .failed: break accepting
            }
        }
        listenerState.withLock { state in
            state.isClosed = true
            listener.close()
        }
    }

    private func admit(_ connection: Int32) {
        let admitted = connections.add(1, ordering: .acquiringAndReleasing).newValue
        // Over the limit only for as long as the silent connection closed for it takes to end.
        guard admitted <= Self.maximumConnections || closeLongestSilent() else {
            connections.subtract(1, ordering: .acquiringAndReleasing)
            respond(connection, status: 503, reason: "the inspector already serves \(Self.maximumConnections) connections")
            Descriptor.close(connection)
            return
        }
        reading.withLock { $0[connection] = Arrival(since: .now) }
        let started = ThreadStarter.start(name: "inspector-connection") { [self] in
            serve(connection)
            Descriptor.close(connection)
            connections.subtract(1, ordering: .acquiringAndReleasing)
        }
        guard started else {
            reading.withLock { _ = $0.removeValue(forKey: connection) }
            respond(connection, status: 503, reason: "the inspector could not start a thread for the request")
            Descriptor.close(connection)
            connections.subtract(1, ordering: .acquiringAndReleasing)
            return
        }
    }

    /// Closes the connection that has gone longest without a whole request line, if one has for
    /// ``silentGrace``; whether it did. Its thread reads the end and gives its place up.
    private func closeLongestSilent() -> Bool {
        let now = ContinuousClock.now
        return reading.withLock { arrivals in
            let silent = arrivals.filter { !$0.value.hasRequestLine && now - $0.value.since >= Self.silentGrace }
            guard let longest = silent.min(by: { $0.value.since < $1.value.since })?.key else { return false }
            arrivals[longest] = nil
            // Under the lock: its thread closes it only after taking it out of this table.
            UnixSocket.shutdownBoth(longest)
            return true
        }
    }

    private func serve(_ connection: Int32) {
        let head: HTTPRequestHead
        let read = readHead(connection)
        reading.withLock { _ = $0.removeValue(forKey: connection) }
        switch read {
        case .head(let bytes):
            do throws(HTTPRequestHead.Problem) {
                head = try HTTPRequestHead(bytes: bytes)
            } catch {
                switch error {
                case .tooLong: respond(connection, status: 431, reason: "the request's head is over \(HTTPRequestHead.maximumLength) bytes")
                case .malformed(let why): respond(connection, status: 400, reason: "malformed request: \(why)")
                }
                return
            }
        case .tooLong:
            respond(connection, status: 431, reason: "the request's head is over \(HTTPRequestHead.maximumLength) bytes")
            return
        case .timedOut:
            respond(connection, status: 408, reason: "the request's head did not arrive within \(Self.headDeadline)")
            return
        case .closed:
            return
        }
        switch (InspectorPageRoute(head: head, token: token, port: port, serving: serving), content) {
        case (.refuse(let status, let reason), _): respond(connection, status: status, reason: reason)
        case (.page, _):
            let nonce = String(InspectorToken().text.prefix(32))
            let isSession = if case .session = content { true } else { false }
            let html = isSession ? SessionPageDocument.html(nonce: nonce) : InspectorPageDocument.html(nonce: nonce)
            let headers = [
                "Content-Type: text/html; charset=utf-8",
                "Content-Security-Policy: \(InspectorPageDocument.contentSecurityPolicy(nonce: nonce))",
            ]
            write(connection, status: 200, headers: headers, body: Array(html.utf8))
        case (.events, .live(let feed)): stream(connection, feed)
        case (.steps, .session(let timeline)): writeJSON(connection, SessionTimelineJSON.steps(of: timeline))
        case (.step(let index), .session(let timeline)): writeJSON(connection, SessionTimelineJSON.step(index, of: timeline))
        case (.events, .session), (.steps, .live), (.step, .live):
            // The route gives these only for the other kind of content.
            respond(connection, status: 404, reason: "nothing here")
        }
    }

    /// A session's JSON: its own policy is that of any answer that is not the page (nothing runs).
    private func writeJSON(_ connection: Int32, _ body: [UInt8]) {
        write(
            connection, status: 200, headers: ["Content-Type: application/json; charset=utf-8", "Content-Security-Policy: default-src 'none'"],
            body: body)
    }

    private enum HeadRead {
        case head([UInt8])
        case tooLong, timedOut, closed
    }

    /// Reads up to the blank line that ends the head; the head's deadline counts from the
    /// connection, so a client that trickles bytes cannot stretch it.
    private func readHead(_ connection: Int32) -> HeadRead {
        let deadline = ContinuousClock.now + Self.headDeadline
        var reader = HTTPRequestHeadReader()
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while true {
            switch UnixSocket.receive(connection, into: &chunk, deadline: deadline) {
            case .bytes(let count):
                let hadLine = reader.hasRequestLine
                let progress = reader.append(chunk[..<count])
                if !hadLine, reader.hasRequestLine {
                    reading.withLock { arrivals in arrivals[connection]?.hasRequestLine = true }
                }
                switch progress {
                case .incomplete: continue
                case .head(let head): return .head(head)
                case .tooLong: return .tooLong
                }
            case .nothing: continue
            case .timedOut: return .timedOut
            case .end: return reader.received.isEmpty ? .closed : .timedOut
            }
        }
    }

    /// The headers every answer carries: nothing cached, nothing sniffed, no referrer (the URL
    /// holds the token), never in a frame, and the connection closed after it. No CORS header.
    private static let commonHeaders = [
        "Cache-Control: no-store", "X-Content-Type-Options: nosniff", "Referrer-Policy: no-referrer",
        "X-Frame-Options: DENY", "Cross-Origin-Resource-Policy: same-origin",
    ]

    private func respond(_ connection: Int32, status: Int, reason: String) {
        let body = Array("\(status) \(InspectorPageRoute.reasonPhrase(status)): \(reason)\n".utf8)
        write(
            connection, status: status,
            headers: ["Content-Type: text/plain; charset=utf-8", "Content-Security-Policy: default-src 'none'"], body: body)
    }

    private func write(_ connection: Int32, status: Int, headers: [String], body: [UInt8]) {
        let lines =
            ["HTTP/1.1 \(status) \(InspectorPageRoute.reasonPhrase(status))"] + headers + Self.commonHeaders + [
                "Content-Length: \(body.count)", "Connection: close",
            ]
        let head = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        _ = UnixSocket.write(connection, head + body, deadline: .now + Self.sendDeadline)
    }

    /// Sends the feed's events to one page until it goes away, stops reading or the app ends.
    private func stream(_ connection: Int32, _ feed: InspectorPageFeed) {
        guard let page = feed.subscribe() else {
            respond(connection, status: 503, reason: "\(InspectorPageFeed.maximumPages) pages already follow this app")
            return
        }
        defer { feed.unsubscribe(page) }
        let head =
            (["HTTP/1.1 200 OK", "Content-Type: text/event-stream; charset=utf-8"] + Self.commonHeaders + ["Connection: close"])
            .joined(separator: "\r\n") + "\r\n\r\nretry: 1000\n\n"
        guard UnixSocket.write(connection, Array(head.utf8), deadline: .now + Self.sendDeadline) else { return }
        while true {
            let pending = page.take()
            var bytes: [UInt8] = []
            if pending.dropped > 0 { bytes += Array("event: lost\ndata: {\"count\":\(pending.dropped)}\n\n".utf8) }
            for event in pending.elements { bytes += event }
            if let frame = pending.latest { bytes += frame }
            if !bytes.isEmpty, !UnixSocket.write(connection, bytes, deadline: .now + Self.sendDeadline) { return }
            if pending.isFinished { return }
            switch UnixSocket.waitForPeerOrWake(connection, wake: page.wakePipe) {
            case .woken, .interrupted: continue
            case .peer, .failed: return
            }
        }
    }
}
