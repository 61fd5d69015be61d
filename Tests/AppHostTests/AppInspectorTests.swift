import DesignSystem
import Dispatch
import FeatureDomain
import FeatureDomainTestSupport
import FeatureUserInterface
import Foundation
import Resources
import Testing

@testable import AppHost

/// The app's side of `MainCLI inspect`, in process: the hooks are set only while an inspector is
/// attached, and while it is, every action, state, tree change and deep link step reaches it.
@MainActor
@Suite("The app's inspector hooks", .serialized, .timeLimit(.minutes(1)))
struct AppInspectorTests {
    private func settle() async {
        for _ in 0..<4 { await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } } }
    }

    @Test("no hook is set without an inspector; an attached one hears the tree with states, actions, state changes and a link's steps; the hooks go with it")
    func hooksFollowTheInspector() async throws {
        await R.withLanguage(.english) {
            let directory = TemporaryDirectory()
            let app = AppHarness(directory: directory.url)
            let publisher = RIBTreeWatchPublisher(root: app.root, hub: RIBTreeWatchHub(), now: { 42 })
            publisher.start()
            let host = ScreenHost(terminal: TerminalDevice(), colorMode: ColorMode.detect(environment: [:]))
            let inspector = AppInspector(root: app.root, host: host, publisher: publisher, deepLinks: app.deepLinks, now: { 7 })
            await settle()
            #expect(!ScreenModelObservation.observers.contains { $0 === inspector })
            #expect(!host.hasFrameObservers)
            #expect(publisher.onUpdate == nil)

            guard case .success(let subscription) = inspector.hub.subscribe() else {
                Issue.record("the inspector is admitted")
                return
            }
            await settle()
            #expect(ScreenModelObservation.observers.contains { $0 === inspector })
            #expect(host.hasFrameObservers)
            #expect(publisher.onUpdate != nil)
            let first = subscription.take().elements
            guard case .tree(let update, let screens)? = first.first else {
                Issue.record("a newcomer is sent the tree first: \(first)")
                return
            }
            #expect(update.tree.placed.contains { $0.path == "RootRouter/LoggedOutRouter" })
            #expect(screens.contains { $0.path == "RootRouter/LoggedOutRouter" && $0.screen == "LoggedOut" })

            #expect(await app.signIn("ADA", "Noah"))
            _ = app.deepLinks.handle(.profile(userID: 1))
            // Member 1 is not ADA: their profile, read-only. (The menu's "Profile" entry is on
            // screen before the link has opened anything.)
            #expect(await app.waitFor("Another member's profile (read-only)"))
            // The link's last events may follow the frame that shows the profile by a turn or two.
            var events = subscription.take().elements
            _ = await eventually {
                events += subscription.take().elements
                return events.contains { if case .link(_, .ended) = $0 { true } else { false } }
            }
            let actions = events.compactMap { event -> String? in
                guard case .action(_, let screen, _, let action) = event else { return nil }
                return "\(screen): \(action)"
            }
            #expect(actions.contains { $0.hasPrefix("LoggedOut: login(player1Name: \"ADA\"") }, "\(actions)")
            #expect(events.contains { if case .state(_, "LoggedOut", _, _) = $0 { true } else { false } })
            #expect(events.contains { if case .tree(let update, _) = $0 { update.tree.placed.contains { $0.node.router == "MainMenuRouter" } } else { false } })
            let links = events.compactMap { event -> DeepLinkEvent? in
                guard case .link(_, let link) = event else { return nil }
                return link
            }
            #expect(links.contains { if case .received = $0 { true } else { false } }, "\(links)")
            #expect(links.contains(.step("wait for login")), "\(links)")
            #expect(links.contains { if case .step(let step) = $0 { step.hasPrefix("open Profile") } else { false } }, "\(links)")
            #expect(links.contains(.ended("completed")), "\(links)")

            inspector.hub.unsubscribe(subscription)
            await settle()
            #expect(!ScreenModelObservation.observers.contains { $0 === inspector })
            #expect(!host.hasFrameObservers)
            #expect(publisher.onUpdate == nil)
            _ = directory
        }
    }
}
