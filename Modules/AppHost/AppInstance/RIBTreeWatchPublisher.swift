import DesignSystem
import Dispatch
import Observation
import RIBs

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Watches the running app's RIB tree and publishes an update to the ``RIBTreeWatchHub`` after
/// every change: the routers report attaches, detaches and activity through a
/// ``RIBTreeObserver``, the root's navigation stack reports the screen on show through
/// Observation. Nothing is polled; a burst of changes makes one update per main-queue turn.
@MainActor
public final class RIBTreeWatchPublisher {
    private let root: any LaunchRouting
    private let hub: RIBTreeWatchHub
    private let now: () -> Double
    private var last: RIBTreeSnapshot?
    private var isRefreshScheduled = false
    /// Told of each update published, after the watchers; an inspector sets it while attached.
    public var onUpdate: (@MainActor (RIBTreeUpdate) -> Void)?

    /// Publishes `root`'s tree to `hub`; `now` gives the time of a change (seconds since 1970).
    public init(root: any LaunchRouting, hub: RIBTreeWatchHub, now: @escaping () -> Double = { Date().timeIntervalSince1970 }) {
        self.root = root
        self.hub = hub
        self.now = now
    }

    /// Starts watching: from now on every change of the tree is published. Call it before or
    /// after the launch; the tree as it is now is published on the next main-queue turn.
    public func start() {
        root.observeTree(with: RIBTreeObserver { [weak self] in self?.refresh() })
        observeScreen()
        scheduleRefresh()
    }

    /// Publishes the tree if it differs from the last one published.
    public func refresh() {
        let snapshot = RIBTreeSnapshot(root: root)
        guard snapshot != last else { return }
        let update = RIBTreeUpdate(time: now(), changes: RIBTreeChange.changes(from: last, to: snapshot), tree: snapshot)
        last = snapshot
        hub.publish(update.line)
        if let onUpdate { onUpdate(update) }
    }

    private func scheduleRefresh() {
        guard !isRefreshScheduled else { return }
        isRefreshScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isRefreshScheduled = false
                self.refresh()
            }
        }
    }

    /// Hears the next change of the screen on show; Observation tells once, so each change
    /// observes again.
    private func observeScreen() {
        guard let navigation = root.viewControllable.terminalViewController as? NavigationController else { return }
        withObservationTracking {
            _ = navigation.viewControllers
        } onChange: { [weak self] in
            // Told before the change is made, maybe off the main actor: look on the next turn.
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self?.observeScreen()
                    self?.scheduleRefresh()
                }
            }
        }
    }
}
