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
    /// Stream what an inspector shows (the tree, each frame, every action, state, link and
    /// workflow step) as ``InspectorLine``s, for as long as the connection lasts.
    case inspect

    /// The bytes on the wire: one line.
    public var line: String {
        switch self {
        case .open(let link): "open \(link)\n"
        case .tree(let json): json ? "tree --json\n" : "tree\n"
        case .watch: "watch\n"
        case .inspect: "inspect\n"
        }
    }

    /// Why a link cannot be framed as a request: it holds a character that would end the line
    /// early or that a terminal acts on (C0, DEL, C1), so what arrived would not be what was
    /// sent. Nil when the link can be sent.
    public static func problem(inLink link: String) -> String? {
        guard let control = link.unicodeScalars.first(where: isControl) else { return nil }
        let hex = String(control.value, radix: 16, uppercase: true)
        return "the link holds a control character (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)); nothing was sent"
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Reads a request, its line ending (LF or CR LF) included or not; nil when it is none of the
    /// above or its link holds a control character (see ``problem(inLink:)``).
    public init?(line: String) {
        // By scalars: as Characters, CR LF is one and would not end in "\n".
        var scalars = line.unicodeScalars[...]
        if scalars.last == "\n" { scalars = scalars.dropLast() }
        if scalars.last == "\r" { scalars = scalars.dropLast() }
        let text = String(String.UnicodeScalarView(scalars))
        // The verb by scalars too: a link that starts with a combining mark joins the space
        // before it into one Character, which `hasPrefix("open ")` would not match.
        let verb = "open ".unicodeScalars
        if scalars.starts(with: verb) {
            let link = String(String.UnicodeScalarView(scalars.dropFirst(verb.count)))
            guard Self.problem(inLink: link) == nil else { return nil }
            self = .open(link)
        } else if text == "watch" {
            self = .watch
        } else if text == "inspect" {
            self = .inspect
        } else if text == "tree" || text == "tree --json" {
            self = .tree(json: text == "tree --json")
        } else {
            return nil
        }
    }
}
