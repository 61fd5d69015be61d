/// The one-line requests `MainCLI open`, `tree` and `tree --watch` send to the running app, and the
/// limits on them.
public enum InstanceMessage: Equatable, Sendable {
    /// The longest request accepted, in bytes.
    public static let maximumLength = 4_096

    /// Open this link.
    case open(String)
    /// Describe the RIB tree, as text or as JSON.
    case tree(json: Bool)
    /// Send the RIB tree now and again after every change, one ``RIBTreeUpdate`` a line, for
    /// as long as the connection lasts.
    case watch

    /// The bytes on the wire: one line.
    public var line: String {
        switch self {
        case .open(let link): "open \(link)\n"
        case .tree(let json): json ? "tree --json\n" : "tree\n"
        case .watch: "watch\n"
        }
    }

    /// Reads a request; nil when it is none of the above.
    public init?(line: String) {
        let text = line.hasSuffix("\n") ? String(line.dropLast()) : line
        if text.hasPrefix("open ") {
            self = .open(String(text.dropFirst("open ".count)))
        } else if text == "watch" {
            self = .watch
        } else if text == "tree" || text == "tree --json" {
            self = .tree(json: text == "tree --json")
        } else {
            return nil
        }
    }
}
