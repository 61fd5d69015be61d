import DesignSystem

/// The replayed app's clipboard: copies nothing, and answers each copy with what the recorded
/// one did (`String(describing:)` of its ``ClipboardOutcome``, read back here).
@MainActor
final class ReplayClipboard: Clipboard {
    private let supplies: ReplaySupplies

    init(supplies: ReplaySupplies) {
        self.supplies = supplies
    }

    func copy(_ text: String) async -> ClipboardOutcome {
        guard let recorded = supplies.clipboardOutcome() else { return .unavailable }
        return Self.outcome(recorded) ?? .unavailable
    }

    /// The outcome `text` describes (`sentToTerminal`, `copied(tool: "xclip")`,
    /// `tooLong(bytes: 120000, limit: 100000)`); nil for a text no outcome describes.
    static func outcome(_ text: String) -> ClipboardOutcome? {
        switch text {
        case "sentToTerminal": return .sentToTerminal
        case "unavailable": return .unavailable
        default: break
        }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = text[..<open]
        let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
        func quoted(_ label: String) -> String? {
            let prefix = label + ": \""
            guard arguments.hasPrefix(prefix), arguments.hasSuffix("\"") else { return nil }
            return String(arguments.dropFirst(prefix.count).dropLast())
        }
        switch name {
        case "copied": return quoted("tool").map { .copied(tool: $0) }
        case "toolFailed": return quoted("tool").map { .toolFailed(tool: $0) }
        case "toolTimedOut": return quoted("tool").map { .toolTimedOut(tool: $0) }
        case "tooLong":
            let parts = arguments.split(separator: ",").map { $0.split(separator: ":").last.map { Int($0.trimmingPrefix(" ")) } }
            guard parts.count == 2, let bytes = parts[0] ?? nil, let limit = parts[1] ?? nil else { return nil }
            return .tooLong(bytes: bytes, limit: limit)
        default: return nil
        }
    }
}
