import Synchronization

/// Hands the running app's tree updates to the connections that watch it (`tree --watch`).
///
/// The main actor only ever calls ``publish(_:)``, which stores the line and wakes each
/// watcher's thread: it never writes to a socket and never waits for a watcher. Each watcher
/// holds at most one unsent line, the newest, and its own thread writes it; a watcher that
/// stops reading is dropped by that thread's send time-out. At most ``maximumWatchers`` watch
/// at once.
public final class RIBTreeWatchHub: Sendable {
    /// The most watchers served at once; one more is told the app is busy.
    public static let maximumWatchers = 4

    private struct State {
        var latest: [UInt8]?
        var watchers: [ObjectIdentifier: TreeWatchSubscription] = [:]
        var isFinished = false
    }

    private let state = Mutex(State())

    /// Creates a hub with no watchers and no tree yet.
    public init() {}

    /// How many watchers are connected now.
    public var watcherCount: Int { state.withLock { $0.watchers.count } }

    /// Sends `line` to every watcher (replacing what a slow one has not been sent yet) and to
    /// every watcher that comes later, until the next line.
    public func publish(_ line: [UInt8]) {
        let watchers = state.withLock { state in
            state.latest = line
            return Array(state.watchers.values)
        }
        for watcher in watchers { watcher.replaceLatest(line) }
    }

    /// Ends every watch: the app is going away. Later watchers are refused.
    public func finish() {
        let watchers = state.withLock { state in
            state.isFinished = true
            return Array(state.watchers.values)
        }
        for watcher in watchers { watcher.finish() }
    }

    /// A new watcher, which is sent the latest line first; nil when ``maximumWatchers`` watch
    /// already, the hub has finished or the system has no pipe to give.
    func subscribe() -> TreeWatchSubscription? {
        guard let subscription = TreeWatchSubscription() else { return nil }
        let (admitted, latest) = state.withLock { state in
            guard !state.isFinished, state.watchers.count < Self.maximumWatchers else { return (false, [UInt8]?.none) }
            state.watchers[ObjectIdentifier(subscription)] = subscription
            return (true, state.latest)
        }
        guard admitted else { return nil }
        // Unless a newer line was published in between, and already offered.
        if let latest { subscription.replaceLatest(latest, onlyIfNothingWaits: true) }
        return subscription
    }

    /// Removes a watcher whose connection ended.
    func unsubscribe(_ subscription: TreeWatchSubscription) {
        // Returned rather than dropped inside, so nothing is released under the lock.
        _ = state.withLock { $0.watchers.removeValue(forKey: ObjectIdentifier(subscription)) }
    }
}
