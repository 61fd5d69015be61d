import Foundation
import Synchronization
import SystemCalls
import Testing

@testable import AppHost

/// The instance socket against clients that do not behave: silent, slow, too many, and paths
/// that are not the app's socket.
@Suite("The instance socket under adversity", .timeLimit(.minutes(1)))
struct InstanceSocketAdversityTests {
    typealias SocketDirectory = InstanceSocketTests.SocketDirectory
    typealias Requests = InstanceSocketTests.Requests

    /// A client connected to the socket that sends `bytes` (nothing by default) and then waits.
    final class IdleClient {
        let descriptor: Int32
        init(_ location: InstanceSocketLocation, sending bytes: String = "") throws {
            descriptor = try UnixSocket.connect(to: location.socketPath)
            if !bytes.isEmpty { UnixSocket.write(descriptor, Array(bytes.utf8)) }
        }
        /// The reply, read until the server closes the connection.
        func reply(within seconds: Int = 20) -> String {
            String(decoding: UnixSocket.read(descriptor, limit: 4_096, untilNewline: false, deadline: .now + .seconds(seconds)).bytes, as: UTF8.self)
        }
        /// Whether the server has answered or hung up yet, without waiting.
        var hasHeardBack: Bool {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            return poll(&poller, 1, 0) > 0
        }
        deinit { close(descriptor) }
    }

    static func server(
        _ directory: SocketDirectory, _ requests: Requests = Requests(), replyTimeoutSeconds: Int = 40, requestDeadline: Duration = .seconds(30)
    ) throws -> InstanceSocketServer {
        let server = try InstanceSocketServer(
            location: directory.location, replyTimeoutSeconds: replyTimeoutSeconds, requestDeadline: requestDeadline
        ) { message in
            requests.received.withLock { $0.append(message) }
            return "ok: \(message)"
        }
        try server.startAccepting()
        return server
    }

    @Test("with three idle clients and a slow one connected, tree is answered while they are still connected")
    func idleClientsDoNotHoldTheChannel() async throws {
        let directory = SocketDirectory()
        let server = try Self.server(directory)
        defer { server.stop() }
        let idle = try (0..<3).map { _ in try IdleClient(directory.location) }
        let slow = try IdleClient(directory.location, sending: "tr")
        let reply = try await InstanceSocketTests.send(.tree(json: false), to: directory.location)
        #expect(reply == "ok: tree(json: false)\n")
        #expect(!idle.contains { $0.hasHeardBack }, "the idle clients are still waiting, connected")
        #expect(!slow.hasHeardBack)
    }

    @Test("a client that sends nothing is told its request timed out, once the deadline for the whole request passes")
    func silentClientTimesOut() async throws {
        let directory = SocketDirectory()
        let requests = Requests()
        let server = try Self.server(directory, requests, requestDeadline: .milliseconds(300))
        defer { server.stop() }
        let silent = try IdleClient(directory.location, sending: "tree")
        let reply = await onOwnThread { silent.reply() }
        #expect(reply.hasPrefix("error: timed out: the request did not arrive within"), "\(reply)")
        #expect(reply.hasSuffix("; nothing was done\n"))
        #expect(requests.received.withLock { $0 }.isEmpty)
    }

    @Test("past the connection limit a client is told the app is busy, and served again once one leaves")
    func busy() async throws {
        let directory = SocketDirectory()
        let server = try Self.server(directory)
        defer { server.stop() }
        var idle = try (0..<InstanceSocketServer.maximumConnections).map { _ in try IdleClient(directory.location) }
        let location = directory.location
        let extra = try await onOwnThread { try InstanceSocketClient.send(.tree(json: false), to: location, timeoutSeconds: 20) }
        #expect(extra.hasPrefix("error: busy:"), "\(extra)")
        idle.removeAll()
        // The server notices the closed connections as their reads end; the next request gets in.
        var reply = ""
        for _ in 0..<200 {
            reply = try await InstanceSocketTests.send(.tree(json: false), to: location)
            if !reply.hasPrefix("error: busy:") { break }
            await Task.yield()
        }
        #expect(reply == "ok: tree(json: false)\n")
    }

    @Test("a request the client was told timed out never takes effect afterwards")
    @MainActor
    func timedOutRequestIsWithdrawn() async throws {
        let directory = SocketDirectory()
        let requests = Requests()
        let server = try Self.server(directory, requests, replyTimeoutSeconds: 1)
        defer { server.stop() }
        // Sent from the main actor itself, blocking it: the handler cannot run before the server gives up.
        let reply = try InstanceSocketClient.send(.open("ribs-training://post/1"), to: directory.location, timeoutSeconds: 20)
        #expect(reply == "error: timed out: the app did not answer within 1 s; nothing was done\n")
        // A later request goes through the main actor after the first one's task: had that run, it
        // would be recorded first. On a busy machine a later one may time out too (and is withdrawn
        // as well), so they are sent until one is answered.
        var later = ""
        for _ in 0..<30 where !later.hasPrefix("ok:") {
            later = try await InstanceSocketTests.send(.tree(json: false), to: directory.location)
        }
        #expect(later == "ok: tree(json: false)\n")
        #expect(requests.received.withLock { $0 } == [.tree(json: false)])
    }

    @Test(
        "a symbolic link at the socket path is neither followed nor removed: the server refuses to start and the client sends nothing",
        arguments: [true, false])
    func symlinkRefused(pointsAtALiveSocket: Bool) async throws {
        let directory = SocketDirectory()
        let elsewhere = SocketDirectory()
        let other = Requests()
        let otherServer = try Self.server(elsewhere, other)
        defer { otherServer.stop() }
        try directory.location.prepare()
        let target = pointsAtALiveSocket ? elsewhere.location.socketPath : "/nonexistent/app.sock"
        #expect(symlink(target, directory.location.socketPath) == 0)
        #expect(throws: InstanceSocketServer.StartError.notOurSocket(path: directory.location.socketPath, reason: "a symbolic link")) {
            try Self.server(directory)
        }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: directory.location.socketPath)) == target, "the link is left alone")
        let location = directory.location
        await #expect(throws: InstanceSocketClient.Failure.notOurSocket(path: location.socketPath, reason: "a symbolic link")) {
            try await onOwnThread { try InstanceSocketClient.send(.open("ribs-training://post/1"), to: location) }
        }
        #expect(other.received.withLock { $0 }.isEmpty, "nothing reached the socket the link points at")
    }

    @Test("a plain file at the socket path is refused and kept")
    func fileRefused() throws {
        let directory = SocketDirectory()
        try directory.location.prepare()
        #expect(FileManager.default.createFile(atPath: directory.location.socketPath, contents: Data("keep".utf8)))
        #expect(throws: InstanceSocketServer.StartError.notOurSocket(path: directory.location.socketPath, reason: "not a socket")) {
            try Self.server(directory)
        }
        #expect(FileManager.default.contents(atPath: directory.location.socketPath) == Data("keep".utf8))
    }

    @Test("stopping removes only the socket this server bound, not one another instance put in its place")
    func stopRemovesOnlyItsOwnSocket() throws {
        let directory = SocketDirectory()
        let first = try Self.server(directory)
        unlink(directory.location.socketPath)
        let second = try Self.server(directory)
        first.stop()
        #expect(access(directory.location.socketPath, F_OK) == 0)
        second.stop()
        #expect(access(directory.location.socketPath, F_OK) != 0)
    }
}
