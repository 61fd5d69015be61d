/// Turns the bytes a terminal sends into ``Key``s.
///
/// It is a byte-at-a-time state machine, so input split across reads decodes the same as input
/// read at once, and any input costs linear time and bounded memory:
/// - a UTF-8 character split across reads waits for its last byte however long it takes; a byte
///   that cannot continue it ends it as U+FFFD and is then decoded itself (`C\xC3xD` is `C�xD`);
/// - a lone ESC, or an escape sequence not finished yet, is ambiguous (the Escape key, or a
///   sequence still on its way): the caller calls ``flushEscape()`` when no byte came within the
///   escape timeout, which reports Escape (or Alt+`[` / Alt+`O`);
/// - a control sequence longer than ``maximumSequenceLength`` is dropped up to its final byte;
/// - an operating system command (`ESC ]`…`BEL` or `ESC \`) is never a key: a terminal's reply,
///   or escape codes pasted without bracketed paste. It is dropped whole, so none of its text
///   lands in a field; one left unfinished is dropped at the escape timeout (a bare `ESC ]` then
///   is Alt+`]`), and a control character other than BEL or ESC ends it and is decoded. The one
///   reply the toolkit asks for, the background colour (OSC 11, `ESC ] 11 ; rgb:R/G/B`), is kept
///   for ``takeBackgroundColor()``;
/// - the answers to DECRQM (`ESC [ ? Pd ; Ps $ y`) and the theme reports of mode 2031
///   (`ESC [ ? 997 ; 1|2 n`) are never keys: they are kept for ``takeModeReports()`` and
///   ``takeColorSchemeReport()``, however late they come (the caller ignores what it no longer waits for);
/// - an SGR mouse report (`ESC [ <` b `;` x `;` y `M`/`m`) is ``Key/mouse(_:)`` and a focus
///   report (`ESC [ I`, `ESC [ O`) is ``Key/focus(_:)``, split across reads like any sequence;
///   so is an X10 mouse report (`ESC [ M` and three raw bytes, from a terminal without SGR
///   reports), whose bytes are never read as keys (a malformed one is dropped whole, one left
///   unfinished at the escape timeout);
/// - a bracketed paste ends at its end marker, at ``maximumPasteBytes`` (what follows up to the
///   end marker is dropped, and a character cut by the limit is left out), or when the caller
///   calls ``endPaste()`` after a quiet period;
/// - a C1 control (UTF-8 `C2 80` to `C2 9F`) is no key and is dropped;
/// - a kitty keyboard protocol report (`ESC [ code ; modifiers u`, see ``KittyKeyboard``) is the
///   key it names: `ESC [ 27 u` is Escape at once, with no escape timeout, `ESC [ 105 ; 5 u` is
///   Ctrl-I (not Tab) and `ESC [ 109 ; 5 u` Ctrl-M (not Enter); the terminal's answers to the
///   screen host's queries (`ESC [ ? flags u`, `ESC [ ? … c`) are never keys, whenever they come.
public struct KeyDecoder: Sendable {
    /// The most bytes of a control sequence kept; longer ones are dropped whole.
    public static let maximumSequenceLength = 64
    /// The most bytes one paste keeps (1 MiB); the rest of a longer paste is dropped.
    public static let maximumPasteBytes = 1 << 20

    private enum Mode: Sendable {
        case ground
        case escape
        case controlSequence
        case singleShift
        /// Inside `ESC ]`; `isEmpty` while no byte of the command came yet.
        case operatingSystemCommand(isEmpty: Bool)
        /// An ESC inside an operating system command: `\` ends the command, anything else
        /// ends it and starts a new escape.
        case operatingSystemCommandEscape
        /// A UTF-8 character with `remaining` bytes to come; `isAlt` when an ESC came before it.
        case utf8(remaining: Int, isAlt: Bool)
        /// After `ESC [ M`: the X10 mouse report's three raw bytes, collected in `sequence`.
        case legacyMouse
        case paste
        case pasteOverflow
    }

    private var mode = Mode.ground
    private var sequence: [UInt8] = []
    private var isSequenceTooLong = false
    private var paste: [UInt8] = []
    private var pasteEndMatched = 0
    /// The first bytes of the operating system command being read: enough for a colour reply,
    /// never more (a pasted command is counted out, not kept).
    private var command: [UInt8] = []
    private var backgroundColor: RGBColor?
    private var modeReports: [TerminalModeReport] = []
    private var colorSchemeReport: Appearance?

    /// The most mode reports kept between two ``takeModeReports()``: the app asks a handful.
    private static let maximumModeReportsKept = 8

    /// The answers to the screen host's queries read since it last took them, in order.
    private var replies: [TerminalReply] = []

    /// The most bytes of an operating system command kept to read a colour reply from.
    private static let maximumCommandKept = 48

    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    /// Creates a decoder waiting for the first byte.
    public init() {}

    /// Whether an ESC or an unfinished escape sequence waits for more input (see ``flushEscape()``).
    public var isAwaitingEscapeTimeout: Bool {
        switch mode {
        case .escape, .controlSequence, .singleShift, .operatingSystemCommand, .operatingSystemCommandEscape, .legacyMouse: true
        default: false
        }
    }

    /// Whether a bracketed paste has begun and not ended (see ``endPaste()``).
    public var isInPaste: Bool {
        switch mode {
        case .paste, .pasteOverflow: true
        default: false
        }
    }

    /// Whether bytes are held back waiting for more input: an escape, a partial UTF-8 character,
    /// or a paste.
    public var hasPendingInput: Bool {
        if case .ground = mode { return false }
        return true
    }

    /// The keys in `bytes`, continuing whatever the previous call left unfinished.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        for byte in bytes { feed(byte, into: &keys) }
        return keys
    }

    /// Ends an escape that waited out the escape timeout: a lone ESC is Escape, `ESC [` and
    /// `ESC O` are Alt+`[` and Alt+`O`, a longer unfinished sequence is dropped. A partial UTF-8
    /// character or a paste is left alone.
    public mutating func flushEscape() -> [Key] {
        switch mode {
        case .escape:
            mode = .ground
            return [.escape]
        case .controlSequence:
            mode = .ground
            return sequence.isEmpty && !isSequenceTooLong ? [.alt("[")] : []
        case .singleShift:
            mode = .ground
            return [.alt("O")]
        case .operatingSystemCommand(let isEmpty):
            mode = .ground
            return isEmpty ? [.alt("]")] : []
        case .operatingSystemCommandEscape:
            // The unfinished command is dropped; the ESC that came last was the Escape key.
            mode = .ground
            return [.escape]
        case .legacyMouse:
            // A mouse report cut short: dropped, never keys.
            mode = .ground
            return []
        default:
            return []
        }
    }

    /// The background colour the terminal last reported (its answer to `ESC ] 11 ; ?`), once:
    /// nil when none came since the last call.
    public mutating func takeBackgroundColor() -> RGBColor? {
        defer { backgroundColor = nil }
        return backgroundColor
    }

    /// The answers to DECRQM that came since the last call, oldest first.
    public mutating func takeModeReports() -> [TerminalModeReport] {
        defer { modeReports.removeAll() }
        return modeReports
    }

    /// The appearance the terminal last reported through mode 2031 (`ESC [ ? 997 ; 1|2 n`),
    /// once: nil when none came since the last call.
    public mutating func takeColorSchemeReport() -> Appearance? {
        defer { colorSchemeReport = nil }
        return colorSchemeReport
    }

    /// The terminal's answers to queries (see ``TerminalReply``) read since the last call, in the
    /// order they came.
    mutating func takeTerminalReplies() -> [TerminalReply] {
        guard !replies.isEmpty else { return [] }
        defer { replies.removeAll() }
        return replies
    }

    /// Ends a paste whose end marker never came (after a quiet period), reporting what it kept.
    public mutating func endPaste() -> [Key] {
        switch mode {
        case .paste:
            mode = .ground
            return [takePaste()]
        case .pasteOverflow:
            mode = .ground
            pasteEndMatched = 0
            return []
        default:
            return []
        }
    }

    private mutating func feed(_ byte: UInt8, into keys: inout [Key]) {
        switch mode {
        case .ground:
            ground(byte, into: &keys)
        case .escape:
            afterEscape(byte, into: &keys)
        case .controlSequence:
            controlSequence(byte, into: &keys)
        case .singleShift:
            mode = .ground
            guard (0x40...0x7E).contains(byte) else { return ground(byte, into: &keys) }
            if let key = Self.cursorKey(final: byte) { keys.append(key) }
        case .utf8(let remaining, let isAlt):
            guard (0x80...0xBF).contains(byte) else {
                // The character was cut short: it becomes U+FFFD and the byte starts afresh.
                mode = .ground
                keys.append(isAlt ? .alt("\u{FFFD}") : .character("\u{FFFD}"))
                return ground(byte, into: &keys)
            }
            sequence.append(byte)
            if remaining > 1 {
                mode = .utf8(remaining: remaining - 1, isAlt: isAlt)
            } else {
                mode = .ground
                let character = String(validating: sequence, as: UTF8.self)?.first ?? "\u{FFFD}"
                // A C1 control (U+0080–U+009F, C2 80 to C2 9F) is a control, not a typed
                // character; no key stands for one, so it is dropped as unknown C0 bytes are.
                if let scalar = character.unicodeScalars.first, (0x80...0x9F).contains(scalar.value) { return }
                keys.append(isAlt ? .alt(character) : .character(character))
            }
        case .legacyMouse:
            sequence.append(byte)
            guard sequence.count == 3 else { return }
            mode = .ground
            if let event = MouseEvent.x10(sequence) { keys.append(.mouse(event)) }
        case .operatingSystemCommand:
            operatingSystemCommand(byte, into: &keys)
        case .operatingSystemCommandEscape:
            mode = .ground
            if byte == UInt8(ascii: "\\") {
                finishOperatingSystemCommand()
            } else {
                command.removeAll(keepingCapacity: true)
                mode = .escape
                afterEscape(byte, into: &keys)
            }
        case .paste, .pasteOverflow:
            pasteByte(byte, into: &keys)
        }
    }

    /// A byte of an operating system command: only its first bytes are kept, to read a colour
    /// reply from when it ends.
    private mutating func operatingSystemCommand(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case 0x07:
            mode = .ground
            finishOperatingSystemCommand()
        case 0x1B: mode = .operatingSystemCommandEscape
        case 0x00...0x1F:
            // No terminal puts these in a command: this is a key, so the command is over.
            mode = .ground
            ground(byte, into: &keys)
        default:
            if command.count <= Self.maximumCommandKept { command.append(byte) }
            mode = .operatingSystemCommand(isEmpty: false)
        }
    }

    /// A whole command came (ended by BEL or ST): a background colour reply is kept.
    private mutating func finishOperatingSystemCommand() {
        if command.count <= Self.maximumCommandKept, let color = OSCColorReply.background(command) { backgroundColor = color }
        command.removeAll(keepingCapacity: true)
    }

    private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case 0x1B: mode = .escape
        case 0x0D, 0x0A: keys.append(.enter)
        case 0x09: keys.append(.tab)
        case 0x7F, 0x08: keys.append(.backspace)
        case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        case 0x00...0x1F: break
        case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
        case 0xC2...0xDF: startCharacter(byte, remaining: 1)
        case 0xE0...0xEF: startCharacter(byte, remaining: 2)
        case 0xF0...0xF4: startCharacter(byte, remaining: 3)
        default: keys.append(.character("\u{FFFD}"))
        }
    }

    private mutating func startCharacter(_ lead: UInt8, remaining: Int, isAlt: Bool = false) {
        sequence.removeAll(keepingCapacity: true)
        sequence.append(lead)
        mode = .utf8(remaining: remaining, isAlt: isAlt)
    }

    private mutating func afterEscape(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case UInt8(ascii: "["):
            mode = .controlSequence
            sequence.removeAll(keepingCapacity: true)
            isSequenceTooLong = false
        case UInt8(ascii: "O"):
            mode = .singleShift
        case UInt8(ascii: "]"):
            mode = .operatingSystemCommand(isEmpty: true)
            command.removeAll(keepingCapacity: true)
        case 0x1B:
            // ESC ESC: the first was the Escape key; the second may start a sequence.
            keys.append(.escape)
        case 0x20...0x7E:
            mode = .ground
            keys.append(.alt(Character(Unicode.Scalar(byte))))
        // Alt with a key beyond ASCII (Alt+한, Alt+é): ESC, then the character's UTF-8 bytes.
        case 0xC2...0xDF: startCharacter(byte, remaining: 1, isAlt: true)
        case 0xE0...0xEF: startCharacter(byte, remaining: 2, isAlt: true)
        case 0xF0...0xF4: startCharacter(byte, remaining: 3, isAlt: true)
        default:
            mode = .ground
            keys.append(.escape)
            ground(byte, into: &keys)
        }
    }

    private mutating func controlSequence(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case 0x20...0x3F:
            // Parameter and intermediate bytes; past the limit they are counted out, not kept.
            if sequence.count < Self.maximumSequenceLength {
                sequence.append(byte)
            } else {
                isSequenceTooLong = true
            }
        case 0x40...0x7E:
            mode = .ground
            guard !isSequenceTooLong else { return }
            finishControlSequence(final: byte, into: &keys)
        default:
            // Not part of a control sequence: the malformed sequence ends, the byte is decoded.
            mode = .ground
            ground(byte, into: &keys)
        }
    }

    private mutating func finishControlSequence(final: UInt8, into keys: inout [Key]) {
        if sequence.first == UInt8(ascii: "<") {
            // An SGR mouse report; a malformed one is dropped, never read as a key.
            if let event = MouseEvent.sgr(parameters: sequence, final: final) { keys.append(.mouse(event)) }
            return
        }
        if sequence.isEmpty, final == UInt8(ascii: "M") {
            // X10: the report's three bytes follow raw, whatever their values.
            mode = .legacyMouse
            return
        }
        if sequence.isEmpty, final == UInt8(ascii: "I") || final == UInt8(ascii: "O") {
            keys.append(.focus(final == UInt8(ascii: "I")))
            return
        }
        if final == UInt8(ascii: "y"), let report = TerminalModeReport.parse(sequence) {
            if modeReports.count < Self.maximumModeReportsKept { modeReports.append(report) }
            return
        }
        if final == UInt8(ascii: "n"), let appearance = ColorSchemeReport.parse(sequence) {
            colorSchemeReport = appearance
            return
        }
        if let reply = TerminalReply(parameters: sequence, final: final) {
            // A bounded list: a flood of replies nobody takes (a decoder used without a host)
            // keeps only the last ones.
            if replies.count >= 16 { replies.removeFirst() }
            replies.append(reply)
            return
        }
        if final == UInt8(ascii: "u") {
            if let key = KittyKeyReport.key(parameters: sequence) { keys.append(key) }
            return
        }
        let parameters = String(decoding: sequence, as: UTF8.self)
        if final == UInt8(ascii: "~") {
            switch parameters.split(separator: ";").first ?? "" {
            case "200":
                mode = .paste
                paste.removeAll()
                pasteEndMatched = 0
            case "1", "7": keys.append(.home)
            case "4", "8": keys.append(.end)
            case "3": keys.append(.delete)
            case "5": keys.append(.pageUp)
            case "6": keys.append(.pageDown)
            default: break
            }
            return
        }
        if final == UInt8(ascii: "Z") {
            keys.append(.backTab)
            return
        }
        if let key = Self.cursorKey(final: final) { keys.append(key) }
    }

    private static func cursorKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// Collects a pasted byte, watching for the end marker byte by byte.
    private mutating func pasteByte(_ byte: UInt8, into keys: inout [Key]) {
        if byte == Self.pasteEnd[pasteEndMatched] {
            pasteEndMatched += 1
            guard pasteEndMatched == Self.pasteEnd.count else { return }
            pasteEndMatched = 0
            if case .paste = mode { keys.append(takePaste()) }
            mode = .ground
            return
        }
        // A partial marker that did not continue was pasted text.
        if pasteEndMatched > 0 {
            keepPasted(Self.pasteEnd[0..<pasteEndMatched], into: &keys)
            pasteEndMatched = 0
            if byte == Self.pasteEnd[0] {
                pasteEndMatched = 1
                return
            }
        }
        keepPasted(CollectionOfOne(byte), into: &keys)
    }

    private mutating func keepPasted(_ bytes: some Collection<UInt8>, into keys: inout [Key]) {
        guard case .paste = mode else { return }
        // Only what fits: a held-back partial end marker comes in several bytes at once.
        paste.append(contentsOf: bytes.prefix(Self.maximumPasteBytes - paste.count))
        if paste.count >= Self.maximumPasteBytes {
            // A character cut at the limit is left out whole rather than kept as U+FFFD, which
            // would take more bytes than its cut part.
            paste.removeLast(Self.incompleteUTF8Suffix(of: paste))
            keys.append(takePaste())
            mode = .pasteOverflow
        }
    }

    /// How many bytes at the end of `bytes` begin a UTF-8 character that is not complete.
    private static func incompleteUTF8Suffix(of bytes: [UInt8]) -> Int {
        // A character is at most 4 bytes: look back at most 3 for the lead byte of the last one.
        var back = 1
        while back <= min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 != 0x80 {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return length > back ? back : 0
            }
            back += 1
        }
        return 0
    }

    private mutating func takePaste() -> Key {
        defer { paste = [] }
        return .paste(String(decoding: paste, as: UTF8.self))
    }
}
