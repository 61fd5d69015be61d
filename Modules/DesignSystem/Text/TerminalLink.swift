/// A hyperlink target the terminal may be given (OSC 8): only `http`, `https` and `mailto`, in
/// printable ASCII without spaces, at most ``maximumLength`` bytes. Anything else is no link
/// and stays plain text; this is the gate a URL passes before it reaches the terminal.
public struct TerminalLink: Sendable, Hashable {
    /// The URL, exactly as sent inside the OSC 8 sequence.
    public let url: String

    /// The longest URL linked; longer ones stay plain text (terminals cap them near this too).
    public static let maximumLength = 2048

    /// The link to `url`, or nil when it is not an http, https or mailto URL of printable
    /// ASCII (no control, no ESC, no space, nothing beyond ASCII) of at most 2,048 bytes.
    public init?(_ url: String) {
        let bytes = url.utf8
        guard bytes.count <= Self.maximumLength, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        let lowered = url.lowercased()
        let rest: Substring
        if lowered.hasPrefix("https://") {
            rest = url.dropFirst(8)
        } else if lowered.hasPrefix("http://") {
            rest = url.dropFirst(7)
        } else if lowered.hasPrefix("mailto:") {
            rest = url.dropFirst(7)
            guard rest.contains("@") else { return nil }
        } else {
            return nil
        }
        guard !rest.isEmpty, !rest.hasPrefix("/") else { return nil }
        self.url = url
    }

    /// The link for a website as a profile gives it: a URL with its scheme, or a bare host name
    /// such as `hildegard.org`, which is linked over https.
    public static func website(_ text: String) -> TerminalLink? {
        if text.contains("://") { return TerminalLink(text) }
        let isHost =
            !text.isEmpty && text.contains(".")
            && text.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2E || byte == 0x2D
            }
        return isHost ? TerminalLink("https://" + text) : nil
    }

    /// The `mailto:` link for an email address, or nil when it is not a plain one: a local
    /// part of letters, digits and `.!#$%&'*+/=?^_`{|}~-`, one `@`, and a host name.
    public static func email(_ address: String) -> TerminalLink? {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
            parts[0].utf8.allSatisfy({ isAlphanumeric($0) || localPunctuation.contains($0) }),
            parts[1].utf8.allSatisfy({ isAlphanumeric($0) || $0 == 0x2E || $0 == 0x2D })
        else { return nil }
        return TerminalLink("mailto:" + address)
    }

    private static let localPunctuation = Set(".!#$%&'*+/=?^_`{|}~-".utf8)

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// The bytes that open the link: `ESC ] 8 ; ; URL ESC \`.
    var openSequence: [UInt8] { Self.prefix + Array(url.utf8) + Self.terminator }

    /// The bytes that end any link.
    static let closeSequence: [UInt8] = prefix + terminator
    private static let prefix: [UInt8] = Array("\u{1B}]8;;".utf8)
    private static let terminator: [UInt8] = [0x1B, 0x5C]
}
