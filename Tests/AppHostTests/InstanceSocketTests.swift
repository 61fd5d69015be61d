import Foundation
import Synchronization
import SystemCalls
import TerminalTestSupport
import Testing

@testable import AppHost

@Suite("The instance socket", .timeLimit(.minutes(1)))
struct InstanceSocketTests {
    /// A short private directory: socket paths must fit in 108 bytes.
    final class SocketDirectory: Sendable {
        let location = InstanceSocketLocation(directory: "/tmp/ist-\(UUID().uuidString.prefix(12))")
        deinit { try? FileManager.default.removeItem(atPath: location.directory) }
    }

    /// Counts the requests that reached the main actor.
    final class Requests: Sendable {
        let received = Mutex<[InstanceMessage]>([])
    }

    static func server(_ directory: SocketDirectory, _ requests: Requests = Requests()) throws -> InstanceSocketServer {
        // The whole suite keeps the main actor busy at times: the reply may take a while.
        let server = try InstanceSocketServer(location: directory.location, replyTimeoutSeconds: 40) { message in
            requests.received.withLock { $0.append(message) }
            return "ok: \(message)"
        }
        try server.startAccepting()
        return server
    }

    /// Sends from a thread other than the main actor's, which must stay free to answer.
    static func send(_ message: InstanceMessage, to location: InstanceSocketLocation) async throws -> String {
        try await onOwnThread { try InstanceSocketClient.send(message, to: location, timeoutSeconds: 45) }
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode & 0o777
    }

    @Test("a request reaches the main actor and its reply comes back; the directory is 0700 and the socket 0600")
    func roundTrip() async throws {
        let directory = SocketDirectory()
        let requests = Requests()
        let server = try Self.server(directory, requests)
        let reply = try await Self.send(.open("ribs-training://post/42"), to: directory.location)
        #expect(reply == "ok: open(\"ribs-training://post/42\")\n")
        #expect(requests.received.withLock { $0 } == [.open("ribs-training://post/42")])
        #expect(Self.mode(directory.location.directory) == 0o700)
        #expect(Self.mode(directory.location.socketPath) == 0o600)
        server.stop()
        #expect(access(directory.location.socketPath, F_OK) != 0)
        await #expect(throws: InstanceSocketClient.Failure.noInstance) { try await Self.send(.tree(json: false), to: directory.location) }
    }

    @Test("a socket left by a crashed instance is detected (nobody answers) and replaced")
    func staleSocket() async throws {
        let directory = SocketDirectory()
        try directory.location.prepare()
        // What a crash leaves: a bound socket file with nobody listening on it.
        let stale = try TestSockets.bound(to: directory.location.socketPath).get()
        close(stale)
        #expect(access(directory.location.socketPath, F_OK) == 0)
        await #expect(throws: InstanceSocketClient.Failure.noInstance) { try await Self.send(.tree(json: false), to: directory.location) }

        let server = try Self.server(directory)
        defer { server.stop() }
        #expect(try await Self.send(.tree(json: true), to: directory.location) == "ok: tree(json: true)\n")
    }

    @Test("a second instance does not take a live socket over")
    func liveSocket() throws {
        let directory = SocketDirectory()
        let server = try Self.server(directory)
        defer { server.stop() }
        #expect(throws: InstanceSocketServer.StartError.alreadyRunning(directory.location.socketPath)) { try Self.server(directory) }
    }

    @Test("before it accepts, the socket is taken: a client waits in the backlog and is answered once it does")
    func requestBeforeAccepting() async throws {
        let directory = SocketDirectory()
        let requests = Requests()
        let server = try InstanceSocketServer(location: directory.location, replyTimeoutSeconds: 40) { message in
            requests.received.withLock { $0.append(message) }
            return "ok: \(message)"
        }
        defer { server.stop() }
        // What the app's first frame spends: a second instance already sees this one.
        #expect(throws: InstanceSocketServer.StartError.alreadyRunning(directory.location.socketPath)) { try Self.server(directory) }
        // The whole request is in before the server accepts, however loaded the machine: the
        // connection is made in the socket's backlog and the bytes wait in the kernel's buffer.
        let client = try UnixSocket.connect(to: directory.location.socketPath)
        defer { close(client) }
        #expect(UnixSocket.write(client, Array(InstanceMessage.tree(json: false).line.utf8)))
        // A server that has not started accepting runs no thread that could say it did nothing
        // (that it runs none is the point), so nothing can be awaited here: a server that served
        // early is given a tenth of a second to show it.
        try await Task.sleep(for: .milliseconds(100))
        #expect(requests.received.withLock { $0 }.isEmpty)
        try server.startAccepting()
        try server.startAccepting()  // a second call changes nothing
        let reply = await onOwnThread { UnixSocket.read(client, limit: 1 << 20, untilNewline: true, deadline: .now + .seconds(45)) }
        #expect(String(decoding: reply.bytes, as: UTF8.self) == "ok: tree(json: false)\n")
        #expect(requests.received.withLock { $0 } == [.tree(json: false)])
    }

    @Test("stopped before it accepted, the server removes its socket file, and calling startAccepting afterwards is harmless")
    func stopBeforeAccepting() async throws {
        let directory = SocketDirectory()
        let server = try InstanceSocketServer(location: directory.location) { message in "ok: \(message)" }
        server.stop()
        #expect(access(directory.location.socketPath, F_OK) != 0)
        try server.startAccepting()
        await #expect(throws: InstanceSocketClient.Failure.noInstance) { try await Self.send(.tree(json: false), to: directory.location) }
    }

    @Test("a message over 4 KiB is refused before the app sees it; so is one the app does not understand")
    func oversizedAndUnknown() async throws {
        let directory = SocketDirectory()
        let requests = Requests()
        let server = try Self.server(directory, requests)
        defer { server.stop() }
        let long = "ribs-training://promotion?code=" + String(repeating: "A", count: 5_000)
        #expect(throws: InstanceSocketClient.Failure.tooLong) { try InstanceSocketClient.send(.open(long), to: directory.location) }
        let location = directory.location
        let reply = try await onOwnThread { try InstanceSocketClient.send(raw: Array("open \(long)\n".utf8), to: location) }
        #expect(reply == "error: refused: the message is over 4096 bytes\n")
        let unknown = try await onOwnThread { try InstanceSocketClient.send(raw: Array("rm -rf /\n".utf8), to: location) }
        #expect(unknown == "error: refused: not a request this app understands\n")
        #expect(requests.received.withLock { $0 }.isEmpty)
    }

    @Test("the peer check: the kernel's credentials of a socket pair are our own; only the same uid is admitted")
    func peerCheck() throws {
        let pair = try #require(TestSockets.pair())
        defer {
            close(pair.0)
            close(pair.1)
        }
        let peer = try #require(PeerCredentials(socket: pair.0))
        #expect(peer.uid == getuid())
        #expect(peer.pid == getpid())
        #expect(PeerCredentials.admits(peer, ownUID: getuid()))
        #expect(!PeerCredentials.admits(PeerCredentials(pid: peer.pid, uid: getuid() &+ 1, gid: peer.gid), ownUID: getuid()))
        #expect(!PeerCredentials.admits(PeerCredentials(pid: peer.pid, uid: 0, gid: 0), ownUID: 1000))
        #expect(!PeerCredentials.admits(nil, ownUID: getuid()))
        #expect(PeerCredentials(socket: -1) == nil)
    }

    @Test("the location: XDG_RUNTIME_DIR when absolute, else a uid-named directory under the temp dir")
    func location() {
        #expect(InstanceSocketLocation(environment: ["XDG_RUNTIME_DIR": "/run/user/5"]).socketPath == "/run/user/5/modular-terminal-app/app.sock")
        #expect(InstanceSocketLocation(environment: ["XDG_RUNTIME_DIR": "relative"]).directory == "/tmp/modular-terminal-app-\(getuid())")
        #expect(InstanceSocketLocation(environment: ["TMPDIR": "/var/tmp/"]).directory == "/var/tmp/modular-terminal-app-\(getuid())")
    }
}
