/// Reads a link of the form `ribs-training://host[/id][?name=value&...]` strictly: anything it
/// does not know, or cannot read in exactly one way, is an error rather than a guess. A pure
/// value: no state, no side effects.
///
/// Links come from other processes, so the parser works on bytes and accepts only printable
/// ASCII without `%`: no percent-encoding means no second spelling of a name or value, and no
/// control characters can reach the terminal through an error message.
public struct DeepLinkParser: Sendable {
    /// The app's URL scheme.
    public static let scheme = "ribs-training"
    /// The longest link accepted, in bytes.
    public static let maximumLength = 2_048
    /// The hosts links may name.
    public static let hosts = ["launchGame", "profile", "promotion", "post", "books"]
    private static let maximumID = 999_999_999
    private static let maximumCodeLength = 32

    /// Creates a parser.
    public init() {}

    /// The link `text` names, or why it names none.
    public func parse(_ text: String) throws(DeepLinkError) -> DeepLink {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count <= Self.maximumLength else { throw .tooLong(bytes: bytes.count) }
        if let index = bytes.firstIndex(where: { $0 <= 0x20 || $0 >= 0x7F }) { throw .forbiddenCharacter(position: index) }
        guard !bytes.contains(UInt8(ascii: "%")) else { throw .percentEncoding }
        let prefix = Self.scheme + "://"
        guard text.hasPrefix(prefix) else { throw .unknownScheme }
        let rest = text.dropFirst(prefix.count)
        guard !rest.contains("#") else { throw .fragment }

        let (location, query) = Self.split(rest, at: "?")
        let (host, path) = Self.split(location, at: "/")
        switch host {
        case "launchGame":
            guard path == nil else { throw .unexpectedPath(host) }
            var parameters = try Self.parameters(query, allowed: ["gameId", "inviteCode"])
            guard let gameID = parameters.removeValue(forKey: "gameId") else { throw .missingParameter("gameId") }
            guard let game = DeepLink.Game(rawValue: gameID) else {
                throw .badValue(parameter: "gameId", expected: DeepLink.Game.allCases.map(\.rawValue).joined(separator: " or "))
            }
            let inviteCode = try parameters["inviteCode"].map { value throws(DeepLinkError) in
                try Self.code(value, parameter: "inviteCode")
            }
            return .launchGame(game, inviteCode: inviteCode)
        case "profile":
            guard path == nil else { throw .unexpectedPath(host) }
            let parameters = try Self.parameters(query, allowed: ["userId"])
            guard let userID = parameters["userId"] else { throw .missingParameter("userId") }
            return .profile(userID: try Self.id(userID, parameter: "userId"))
        case "promotion":
            guard path == nil else { throw .unexpectedPath(host) }
            let parameters = try Self.parameters(query, allowed: ["code"])
            guard let code = parameters["code"] else { throw .missingParameter("code") }
            return .promotion(code: try Self.code(code, parameter: "code"))
        case "post", "books":
            guard query == nil else { throw .unexpectedQuery }
            guard let path else { throw .missingParameter("id (as in \(Self.scheme)://\(host)/42)") }
            let id = try Self.id(path, parameter: "the id after \(host)/")
            return host == "post" ? .post(id: id) : .book(id: id)
        default:
            throw .unknownHost(host)
        }
    }

    /// The text before and after the first `separator`; nil after when there is no separator.
    private static func split(_ text: some StringProtocol, at separator: Character) -> (String, String?) {
        guard let index = text.firstIndex(of: separator) else { return (String(text), nil) }
        return (String(text[..<index]), String(text[text.index(after: index)...]))
    }

    private static func parameters(_ query: String?, allowed: Set<String>) throws(DeepLinkError) -> [String: String] {
        guard let query else { return [:] }
        var result: [String: String] = [:]
        for pair in query.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else { throw .malformedQuery }
            let name = String(parts[0])
            guard allowed.contains(name) else { throw .unknownParameter(name) }
            guard result[name] == nil else { throw .repeatedParameter(name) }
            result[name] = String(parts[1])
        }
        return result
    }

    /// A decimal id from 1 to 999,999,999, written without a sign or leading zeros.
    private static func id(_ text: String, parameter: String) throws(DeepLinkError) -> Int {
        let expected = "a whole number from 1 to \(maximumID) without leading zeros"
        guard !text.isEmpty, text.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), text.first != "0",
            let id = Int(text)
        else { throw .badValue(parameter: parameter, expected: expected) }
        return id
    }

    /// A code of 1 to 32 letters, digits, `-` or `_`.
    private static func code(_ text: String, parameter: String) throws(DeepLinkError) -> String {
        let allowed = { (byte: UInt8) in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
        }
        guard !text.isEmpty, text.utf8.count <= maximumCodeLength, text.utf8.allSatisfy(allowed) else {
            throw .badValue(parameter: parameter, expected: "1 to \(maximumCodeLength) letters, digits, - or _")
        }
        return text
    }
}
