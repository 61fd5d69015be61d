/// Copies through the terminal: OSC 52 (`ESC ] 52 ; c ; base64 ST`), written through the
/// screen host's output in order with its frames. It works over SSH, where no tool reaches the
/// user's machine; the terminal may ask the user, refuse, or ignore it, and never says which.
///
/// Base64 is the gate here: whatever the text holds, only its letters reach the terminal.
@MainActor
public final class TerminalClipboard: Clipboard {
    /// The longest text sent, in UTF-8 bytes: the size terminals commonly take (their caps are
    /// on the encoded sequence; 74,994 bytes encode to under 100,000). Longer text is refused
    /// whole, never cut.
    public static let maximumTextBytes = 74_994

    private let send: @MainActor ([UInt8]) -> Void

    /// The clipboard of the terminal `host` runs in.
    public convenience init(host: ScreenHost) {
        self.init { [weak host] bytes in host?.terminal.write(bytes: bytes) }
    }

    /// The clipboard that gives its sequences to `send`.
    init(send: @escaping @MainActor ([UInt8]) -> Void) {
        self.send = send
    }

    public func copy(_ text: String) async -> ClipboardOutcome {
        guard let sequence = Self.sequence(for: text) else {
            return .tooLong(bytes: text.utf8.count, limit: Self.maximumTextBytes)
        }
        send(sequence)
        return .sentToTerminal
    }

    /// The OSC 52 sequence that sets the clipboard (`c`) to `text`, ended by ST; nil when the
    /// text is longer than ``maximumTextBytes``.
    static func sequence(for text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        guard bytes.count <= maximumTextBytes else { return nil }
        return Array("\u{1B}]52;c;".utf8) + Base64.encode(bytes) + [0x1B, 0x5C]
    }
}
