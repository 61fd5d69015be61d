import Foundation
import Testing

@testable import AppHost

/// The socket's watch path: a long-lived subscription beside the one-shot requests. Off the
/// main actor: the hub is published to from any thread, and other suites' requests need the
/// main actor free to answer them.
@Suite("The instance socket's watch", .serialized, .timeLimit(.minutes(1)))
struct InstanceSocketWatchTests {
    typealias SocketDirectory = InstanceSocketTests.SocketDirectory
    typealias IdleClient = InstanceSocketAdversityTests.IdleClient

    static func server(_ directory: SocketDirectory, hub: RIBTreeWatchHub) throws -> InstanceSocketServer {
        let server = try InstanceSocketServer(location: directory.location, replyTimeoutSeconds: 40, requestDeadline: .seconds(30), watchHub: hub) { message in
            "ok: \(message)"
        }
        try server.startAccepting()
        return server
    }

    static func update(_ router: String, padding: Int = 0) -> RIBTreeUpdate {
        RIBTreeUpdate(
            time: 1, changes: [RIBTreeChange(kind: .attached, router: router, path: String(repeating: "p", count: padding))],
            tree: RIBTreeSnapshot(router: router, isActive: true, view: nil, isOnScreen: false, children: []))
    }

    /// Connects a watcher from a thread other than the main actor's.
    static func watcher(_ location: InstanceSocketLocation) async throws -> InstanceWatchClient {
        try await onOwnThread { try InstanceWatchClient(location: location, timeoutSeconds: 30) }
    }

    /// Reads `client`'s events off the main actor until one satisfies `condition`.
    static func read(_ client: InstanceWatchClient, until condition: @escaping @Sendable (InstanceWatchClient.Event) -> Bool) async
        -> [InstanceWatchClient.Event]
    {
        await onOwnThread {
            var events: [InstanceWatchClient.Event] = []
            client.runUntil { event in
                events.append(event)
                return condition(event)
            }
            return events
        }
    }

    @Test("a watcher that never reads does not block the app: publishing goes on, others get the newest tree, and it is dropped")
    func nonReaderIsDropped() async throws {
        let directory = SocketDirectory()
        let hub = RIBTreeWatchHub()
        let server = try Self.server(directory, hub: hub)
        defer { server.stop() }
        // Larger than any socket buffer: the watcher that does not read is stuck on it.
        hub.publish(Self.update("First", padding: 4 << 20).line)
        // Made beforehand, so the publishing below is a tight loop no reader keeps up with.
        let lines = (0..<400).map { Self.update("Tree\($0)", padding: 1_000).line }
        let stuck = try IdleClient(directory.location, sending: "watch\n")
        let reader = try await Self.watcher(directory.location)
        // Far more than the socket's buffer holds: a write that blocked the publisher would hang here.
        for line in lines { hub.publish(line) }
        hub.publish(Self.update("Last").line)
        let events = await Self.read(reader) { $0 == .update(Self.update("Last")) || $0 == .ended }
        #expect(events.last == .update(Self.update("Last")), "the reading watcher ends on the newest tree")
        #expect(events.count < 400, "a slow watcher skips trees rather than queueing them: \(events.count) lines")

        // The stuck one is cut off after the send time-out: its connection hangs up while its
        // unread lines still sit in its buffer (it is not read, so it cannot get unstuck).
        let descriptor = stuck.descriptor
        let hungUp = await onOwnThread {
            var poller = pollfd(fd: descriptor, events: 0, revents: 0)
            return poll(&poller, 1, 30_000) == 1 && poller.revents & Int16(POLLHUP) != 0
        }
        #expect(hungUp, "the app closed the watch of the watcher that did not read")
        #expect(hub.watcherCount == 1)
    }

    @Test("at most four watch at once, a fifth is told the app is busy; one-shot requests are still answered; stopping the server ends every watch")
    func boundedAndEnded() async throws {
        let directory = SocketDirectory()
        let hub = RIBTreeWatchHub()
        let server = try Self.server(directory, hub: hub)
        hub.publish(Self.update("Root").line)
        var watchers: [InstanceWatchClient] = []
        for _ in 0..<RIBTreeWatchHub.maximumWatchers { watchers.append(try await Self.watcher(directory.location)) }
        let refused = await #expect(throws: InstanceSocketClient.Failure.self) { _ = try await Self.watcher(directory.location) }
        // Told so in words, not merely hung up on.
        #expect(refused == .io("error: busy: \(RIBTreeWatchHub.maximumWatchers) watchers already follow this app's tree"), "\(String(describing: refused))")
        let location = directory.location
        let reply = try await onOwnThread { try InstanceSocketClient.send(.tree(json: false), to: location, timeoutSeconds: 30) }
        #expect(reply == "ok: tree(json: false)\n")

        server.stop()
        for watcher in watchers {
            let events = await Self.read(watcher) { $0 == .ended }
            #expect(events == [.update(Self.update("Root")), .ended])
        }
    }
}
