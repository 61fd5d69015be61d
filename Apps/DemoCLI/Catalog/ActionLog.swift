import DesignSystem
import Observation

/// The actions a previewed screen sent, newest last, for the catalog's log line.
@MainActor
@Observable
final class ActionLog {
    private(set) var entries: [String] = []
    /// Whether an action that leaves the screen was recorded and not yet acted on.
    private var leaveRequested = false

    /// Records one action, described as it would be printed in Swift without module and type
    /// prefixes (`request(deleteAccount)`, not `request(FeatureUserInterface.…deleteAccount)`);
    /// `leaves` says that in the app the action leaves the screen.
    func record(_ action: some Sendable, leaves: Bool = false) {
        entries.append(Self.shortDescription(of: action))
        if leaves { leaveRequested = true }
    }

    /// Whether a recorded action left the screen since the last call.
    func takeLeaveRequest() -> Bool {
        defer { leaveRequested = false }
        return leaveRequested
    }

    /// The action's description on one sanitised line: an action can carry text a user typed.
    nonisolated static func shortDescription(of action: some Sendable) -> String {
        let description = String(describing: action).replacing(/([A-Z][A-Za-z0-9]*\.)+/, with: "")
        return TerminalSanitizer.sanitize(description).replacing("\n", with: " ").replacing("\t", with: " ")
    }

    /// The newest of `entries` that fit in `width` columns, joined by " · ".
    nonisolated static func summary(of entries: [String], width: Int) -> String {
        var shown: [String] = []
        var used = 0
        for entry in entries.reversed() {
            let cost = entry.displayWidth + (shown.isEmpty ? 0 : 3)
            guard used + cost <= width else {
                // The newest action always shows, shortened if it must be.
                if shown.isEmpty, width > 1 { shown = [TextLayout.truncate(entry, width: width)] }
                break
            }
            shown.insert(entry, at: 0)
            used += cost
        }
        return shown.joined(separator: " · ")
    }
}
