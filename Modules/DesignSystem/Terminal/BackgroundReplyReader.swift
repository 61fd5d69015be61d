/// Reads what a terminal sends back after ``TerminalBackgroundQuery``'s question: the colour
/// reply (OSC 11), then the status reply (DSR 5) that ends the wait; a Ctrl-C typed meanwhile
/// ends it too. The bytes may come split anywhere.
struct BackgroundReplyReader {
    private var decoder = KeyDecoder()
    /// The last bytes read, enough to find a status reply split across reads.
    private var recent: [UInt8] = []
    /// The background the terminal said, once it has.
    private(set) var background: RGBColor?
    /// Whether the status reply came: nothing more is coming.
    private(set) var isAnswered = false
    /// Whether Ctrl-C was typed while waiting.
    private(set) var isInterrupted = false

    /// Whether to stop reading.
    var isFinished: Bool { isAnswered || isInterrupted }

    /// Takes the bytes of one read.
    mutating func take(_ bytes: some Collection<UInt8>) {
        // Ctrl-C is a byte of its own; no reply holds one.
        if bytes.contains(0x03) { isInterrupted = true }
        _ = decoder.decode(Array(bytes))
        if let color = decoder.takeBackgroundColor() { background = color }
        let reply = TerminalBackgroundQuery.statusReply
        recent = Array(recent.suffix(reply.count - 1)) + bytes
        if recent.count >= reply.count, (0...(recent.count - reply.count)).contains(where: { recent[$0..<($0 + reply.count)].elementsEqual(reply) }) {
            isAnswered = true
        }
    }
}
