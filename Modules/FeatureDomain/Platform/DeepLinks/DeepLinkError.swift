/// Why a link was refused. Every case says what was wrong in words a user can act on; nothing
/// in the app changes for a refused link.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case tooLong(bytes: Int)
    case forbiddenCharacter(position: Int)
    case percentEncoding
    case unknownScheme
    case unknownHost(String)
    case unexpectedPath(String)
    case unexpectedQuery
    case malformedQuery
    case fragment
    case unknownParameter(String)
    case repeatedParameter(String)
    case missingParameter(String)
    case badValue(parameter: String, expected: String)

    public var description: String {
        switch self {
        case .empty: "the link is empty"
        case .tooLong(let bytes): "the link is \(bytes) bytes long; at most \(DeepLinkParser.maximumLength) are accepted"
        case .forbiddenCharacter(let position):
            "the link has a control, space or non-ASCII character at byte \(position); only printable ASCII is accepted"
        case .percentEncoding: "the link uses percent-encoding (%), which no link of this app needs"
        case .unknownScheme: "the link does not start with \(DeepLinkParser.scheme)://"
        case .unknownHost(let host): "\"\(host)\" is not a link of this app; known: \(DeepLinkParser.hosts.joined(separator: ", "))"
        case .unexpectedPath(let host): "a \(host) link takes no path"
        case .unexpectedQuery: "this link takes no parameters (nothing after ?)"
        case .malformedQuery: "the parameters are not of the form name=value&name=value"
        case .fragment: "the link has a #fragment, which no link of this app takes"
        case .unknownParameter(let name): "unknown parameter \"\(name)\""
        case .repeatedParameter(let name): "the parameter \"\(name)\" is given twice"
        case .missingParameter(let name): "the parameter \"\(name)\" is missing"
        case .badValue(let parameter, let expected): "\(parameter) must be \(expected)"
        }
    }
}
