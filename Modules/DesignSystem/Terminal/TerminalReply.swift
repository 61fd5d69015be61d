/// An answer the terminal sent to a query of the screen host's, read out of the input by
/// ``KeyDecoder`` (never a key): the kitty keyboard flags, or the primary device attributes.
enum TerminalReply: Sendable, Equatable {
    /// `ESC [ ? flags u`: the kitty keyboard flags in force on the current screen.
    case keyboardFlags(Int)
    /// `ESC [ ? … c`: DA1, the terminal's primary device attributes, which every terminal sends
    /// (their content is not needed, only that they came, after the answers before them).
    case primaryDeviceAttributes

    /// The reply a control sequence is, from its parameter bytes and final byte; nil for any
    /// other sequence. Replies start with `?`, which no key's sequence does.
    init?(parameters: [UInt8], final: UInt8) {
        guard parameters.first == UInt8(ascii: "?") else { return nil }
        let rest = parameters.dropFirst()
        switch final {
        case UInt8(ascii: "u"):
            guard !rest.isEmpty, rest.count <= 9, rest.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            self = .keyboardFlags(rest.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        case UInt8(ascii: "c"):
            guard rest.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") }) else { return nil }
            self = .primaryDeviceAttributes
        default:
            return nil
        }
    }
}
