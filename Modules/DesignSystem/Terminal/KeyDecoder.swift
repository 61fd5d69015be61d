/// Turns the bytes a terminal sends into ``Key``s.
///
/// Keeps an incomplete UTF-8 character, escape sequence or bracketed paste between reads, so
/// input split across reads decodes the same as input read at once. A lone ESC is ambiguous
/// (the Escape key, or the start of a sequence still on its way): the decoder holds it, and
/// the caller calls ``flush()`` when no more input arrived within a short time (the screen host
/// waits 25 ms), which reports it as Escape.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var paste: [UInt8]?

    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    public init() {}

    /// Whether bytes are held back waiting for more input (a lone ESC, a partial sequence).
    public var hasPendingInput: Bool { !pending.isEmpty }

    /// The keys in `bytes`, with any bytes held over from the previous call in front.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        var input = pending + bytes
        pending.removeAll()
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            if paste != nil {
                index = consumePaste(input, from: index, into: &keys)
                continue
            }
            let byte = input[index]
            switch byte {
            case 0x1B:
                guard let (key, length) = decodeEscape(input, from: index) else {
                    pending = Array(input[index...])
                    return keys
                }
                if let key { keys.append(key) }
                index += length
            case 0x0D, 0x0A: keys.append(.enter); index += 1
            case 0x09: keys.append(.tab); index += 1
            case 0x7F, 0x08: keys.append(.backspace); index += 1
            case 0x01...0x1A:
                keys.append(.control(Character(Unicode.Scalar(byte + 0x60)))); index += 1
            case 0x00...0x1F:
                index += 1
            default:
                let length = Self.utf8Length(leadingByte: byte)
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    return keys
                }
                if let text = String(validating: input[index..<(index + length)], as: UTF8.self), let character = text.first {
                    keys.append(.character(character))
                }
                index += length
            }
        }
        input.removeAll()
        return keys
    }

    /// Reports what is held back once no more input came: a lone ESC as Escape; a partial
    /// sequence is dropped.
    public mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        return pending.first == 0x1B ? [.escape] : []
    }

    /// Collects pasted bytes up to the end marker; returns where decoding continues.
    private mutating func consumePaste(_ input: [UInt8], from start: Int, into keys: inout [Key]) -> Int {
        var index = start
        while index < input.count {
            if input[index] == 0x1B {
                let remaining = input.count - index
                if remaining < Self.pasteEnd.count, Array(input[index...]) == Array(Self.pasteEnd.prefix(remaining)) {
                    pending = Array(input[index...])
                    return input.count
                }
                if Array(input[index..<min(input.count, index + Self.pasteEnd.count)]) == Self.pasteEnd {
                    keys.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
                    paste = nil
                    return index + Self.pasteEnd.count
                }
            }
            paste?.append(input[index])
            index += 1
        }
        return index
    }

    /// Decodes the sequence starting with ESC at `start`: the key (nil for sequences this app
    /// does not use) and how many bytes it took; nil when more bytes are needed to tell.
    private mutating func decodeEscape(_ input: [UInt8], from start: Int) -> (Key?, Int)? {
        guard start + 1 < input.count else { return nil }
        let introducer = input[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // ESC followed by an ordinary key (Alt-key): report Escape, then let the key decode.
            return (.escape, 1)
        }
        var end = start + 2
        while end < input.count, !(0x40...0x7E).contains(input[end]) { end += 1 }
        guard end < input.count else { return nil }
        let parameters = String(decoding: input[(start + 2)..<end], as: UTF8.self)
        if input[end] == UInt8(ascii: "~"), parameters == "200" {
            paste = []
            return (nil, end - start + 1)
        }
        let key: Key? = switch (input[end], parameters) {
        case (UInt8(ascii: "A"), _): .up
        case (UInt8(ascii: "B"), _): .down
        case (UInt8(ascii: "C"), _): .right
        case (UInt8(ascii: "D"), _): .left
        case (UInt8(ascii: "H"), _): .home
        case (UInt8(ascii: "F"), _): .end
        case (UInt8(ascii: "Z"), _): .backTab
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
        case (UInt8(ascii: "~"), "3"): .delete
        case (UInt8(ascii: "~"), "5"): .pageUp
        case (UInt8(ascii: "~"), "6"): .pageDown
        default: nil
        }
        return (key, end - start + 1)
    }

    private static func utf8Length(leadingByte byte: UInt8) -> Int {
        switch byte {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }
}
