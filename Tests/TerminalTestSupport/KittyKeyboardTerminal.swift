/// How a scripted terminal (``PtySession``) plays the kitty keyboard protocol.
public enum KittyKeyboardSupport: Sendable, Equatable {
    /// It lacks the protocol, as xterm and tmux do: `ESC [ ? u` gets no answer (DA1 still does).
    case absent
    /// It has it, as kitty does: answers `ESC [ ? u` with the flags in force, and keeps a stack of
    /// flags for each screen.
    case present
    /// It answers `ESC [ ? u` but ignores pushes, so the flags stay 0: a terminal that claims
    /// the protocol and does not take the flags.
    case ignoringPushes
}

/// The part of a scripted terminal that reads the program's output for the kitty keyboard
/// protocol and DA1: it answers the queries (with what the answer is at that point of the
/// output) and keeps the flag stacks of the main and the alternate screen, as kitty does. Fed
/// the output in pieces split anywhere.
struct KittyKeyboardTerminal {
    let support: KittyKeyboardSupport
    private var mainStack: [Int] = []
    private var alternateStack: [Int] = []
    private var isAlternateScreen = false
    private var state = State.ground
    private var parameters: [UInt8] = []

    private enum State {
        case ground, escape, controlSequence
    }

    /// The answer to DA1, as xterm gives it.
    static let primaryDeviceAttributes = Array("\u{1B}[?62;22c".utf8)

    init(support: KittyKeyboardSupport) {
        self.support = support
    }

    /// The flags in force on the screen shown now.
    var flagsInForce: Int {
        (isAlternateScreen ? alternateStack : mainStack).last ?? 0
    }

    /// The entries pushed on either screen and not popped.
    var entriesLeft: Int {
        mainStack.count + alternateStack.count
    }

    /// Reads output bytes; returns the answers to the queries among them, in order.
    mutating func read(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var answers: [UInt8] = []
        for byte in bytes {
            switch state {
            case .ground:
                if byte == 0x1B { state = .escape }
            case .escape:
                if byte == UInt8(ascii: "[") {
                    state = .controlSequence
                    parameters.removeAll()
                } else {
                    state = byte == 0x1B ? .escape : .ground
                }
            case .controlSequence:
                if (0x20...0x3F).contains(byte) {
                    if parameters.count < 32 { parameters.append(byte) }
                } else {
                    state = byte == 0x1B ? .escape : .ground
                    if (0x40...0x7E).contains(byte) { answers += finish(final: byte) }
                }
            }
        }
        return answers
    }

    private mutating func finish(final: UInt8) -> [UInt8] {
        let text = String(decoding: parameters, as: UTF8.self)
        switch (final, text.first) {
        case (UInt8(ascii: "c"), _) where text.isEmpty || text == "0":
            return Self.primaryDeviceAttributes
        case (UInt8(ascii: "u"), "?") where text == "?":
            return support == .absent ? [] : Array("\u{1B}[?\(flagsInForce)u".utf8)
        case (UInt8(ascii: "u"), ">"):
            guard support == .present else { return [] }
            let flags = Int(text.dropFirst()) ?? 0
            if isAlternateScreen { alternateStack.append(flags) } else { mainStack.append(flags) }
        case (UInt8(ascii: "u"), "<"):
            guard support == .present else { return [] }
            let count = max(1, Int(text.dropFirst()) ?? 1)
            if isAlternateScreen {
                alternateStack.removeLast(min(count, alternateStack.count))
            } else {
                mainStack.removeLast(min(count, mainStack.count))
            }
        case (UInt8(ascii: "h"), "?") where text == "?1049":
            isAlternateScreen = true
        case (UInt8(ascii: "l"), "?") where text == "?1049":
            isAlternateScreen = false
        default:
            break
        }
        return []
    }
}
