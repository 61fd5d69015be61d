import Dispatch
import FeatureDomainTestSupport
import Foundation
import Resources
import Testing

@testable import AppHost

/// The app's side of a watch: its live RIB tree published to the hub at each change.
@MainActor
@Suite("Publishing the live RIB tree to watchers", .timeLimit(.minutes(1)))
struct RIBTreeWatchPublisherTests {
    /// Lets the main queue run what is queued on it now, and what that queues, a few times over.
    private func settle() async {
        for _ in 0..<4 { await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } } }
    }

    /// The update waiting for `watcher`, if the hub offered one since the last call.
    private func take(_ watcher: TreeWatchSubscription) throws -> RIBTreeUpdate? {
        guard let line = watcher.take().latest else { return nil }
        return try RIBTreeUpdate(line: Array(line.dropLast()))
    }

    @Test("the tree as it is at the start, then an update after each change, with what changed and the screen on show; nothing when nothing changes")
    func publishesChanges() async throws {
        try await R.withLanguage(.english) {
            let directory = TemporaryDirectory()
            let app = AppHarness(directory: directory.url)
            let hub = RIBTreeWatchHub()
            let watcher = try #require(hub.subscribe())
            let publisher = RIBTreeWatchPublisher(root: app.root, hub: hub, now: { 42 })
            publisher.start()
            await settle()
            let first = try #require(try take(watcher))
            #expect(first.time == 42)
            #expect(first.changes.contains(RIBTreeChange(kind: .onScreen, router: "LoggedOutRouter", path: "RootRouter/LoggedOutRouter")))
            await settle()
            #expect(try take(watcher) == nil, "nothing changed, nothing was sent")

            #expect(await app.signIn("ADA", "Noah"))
            await settle()
            let signedIn = try #require(try take(watcher))
            #expect(signedIn.tree.placed.contains { $0.path == "RootRouter/LoggedInRouter/MainMenuRouter" && $0.node.isOnScreen })
            #expect(!signedIn.tree.placed.contains { $0.node.router == "LoggedOutRouter" })

            app.send(.character("1"))
            #expect(await app.waitFor("Game lobby"))
            await settle()
            let lobby = try #require(try take(watcher))
            #expect(lobby.changes.contains(RIBTreeChange(kind: .attached, router: "OffGameRouter", path: "RootRouter/LoggedInRouter/OffGameRouter")))
            #expect(lobby.changes.contains(RIBTreeChange(kind: .onScreen, router: "OffGameRouter", path: "RootRouter/LoggedInRouter/OffGameRouter")))

            app.send(.escape)
            #expect(await app.waitFor("Main menu"))
            await settle()
            let back = try #require(try take(watcher))
            #expect(back.changes.contains(RIBTreeChange(kind: .detached, router: "OffGameRouter", path: "RootRouter/LoggedInRouter/OffGameRouter")))
            #expect(back.changes.contains(RIBTreeChange(kind: .onScreen, router: "MainMenuRouter", path: "RootRouter/LoggedInRouter/MainMenuRouter")))
            _ = directory
        }
    }
}
