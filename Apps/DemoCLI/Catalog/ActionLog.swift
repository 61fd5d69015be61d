import Observation

/// The actions a previewed screen sent, newest last, for the catalog's log line.
@MainActor
@Observable
final class ActionLog {
    private(set) var entries: [String] = []

    /// Records one action, described as it would be printed in Swift (`tap1`).
    func record(_ action: some Sendable) {
        entries.append(String(describing: action))
    }

    /// The newest of `entries` that fit in `width` columns, joined by " · ".
    nonisolated static func summary(of entries: [String], width: Int) -> String {
        var shown: [String] = []
        var used = 0
        for entry in entries.reversed() {
            let cost = entry.count + (shown.isEmpty ? 0 : 3)
            guard used + cost <= width else { break }
            shown.insert(entry, at: 0)
            used += cost
        }
        return shown.joined(separator: " · ")
    }
}
