import AppHost
import FeatureDomain
import Observation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `tree --watch` shows: the latest tree from the running app, when each RIB last
/// changed, the recent changes, and the clock their ages are measured against.
@MainActor
@Observable
final class TreeWatchModel {
    /// A change and when it happened.
    struct Entry: Equatable {
        var change: RIBTreeChange
        var time: Double
    }

    /// How many recent changes are kept.
    static let recentLimit = 8

    private(set) var tree: RIBTreeSnapshot?
    /// When each RIB (by path) last changed.
    private(set) var changedAt: [String: Double] = [:]
    private(set) var recent: [Entry] = []
    /// What was wrong with the last line that could not be used, if any.
    private(set) var problem: String?
    /// The time ages are measured to, seconds since 1970; moved on by the caller each second.
    var now: Double

    init(now: Double) {
        self.now = now
    }

    /// Takes in one event of the watch.
    func receive(_ event: InstanceWatchClient.Event) {
        switch event {
        case .update(let update):
            tree = update.tree
            for change in update.changes {
                changedAt[change.path] = update.time
                recent.insert(Entry(change: change, time: update.time), at: 0)
            }
            if recent.count > Self.recentLimit { recent.removeLast(recent.count - Self.recentLimit) }
            problem = nil
        case .badLine(let problem):
            self.problem = problem.description
        case .ended:
            break
        }
    }

    /// The RIB whose view is on screen, with its view, from the tree.
    var onScreen: String? {
        guard let tree else { return nil }
        var pending = [tree]
        while let node = pending.popLast() {
            if node.isOnScreen { return node.view.map { "\(node.router) (\($0))" } ?? node.router }
            pending.append(contentsOf: node.children)
        }
        return nil
    }

    /// `now`, `3 s ago`, `2 min ago`, `1 h ago`: how long ago `time` was. A time from the
    /// future (clocks moved) reads as now.
    func age(of time: Double) -> String {
        let seconds = now - time
        guard seconds.isFinite, seconds >= 1 else { return "now" }
        let whole = Int(min(seconds, 1e9))
        if whole < 60 { return "\(whole) s ago" }
        if whole < 3_600 { return "\(whole / 60) min ago" }
        return "\(whole / 3_600) h ago"
    }
}
