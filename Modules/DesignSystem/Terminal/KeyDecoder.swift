/// Turns the bytes a terminal sends into ``Key``s.
///
/// Keeps an incomplete UTF-8 character or escape sequence between reads, so input split
/// across reads decodes the same as input read at once. A lone ESC at the end of a read is
/// the Escape key: terminals send a whole sequence in one write.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The keys in `bytes`, with any bytes held over from the previous call in front.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        let input = pending + bytes
        pending.removeAll()
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x1B:
                guard index + 1 < input.count else {
                    keys.append(.escape)
                    index += 1
                    continue
                }
                let (key, length) = decodeEscape(input, from: index)
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
        return keys
    }

    /// Decodes the sequence starting with ESC at `start`; returns the key (nil for sequences we
    /// do not use) and how many bytes it took.
    private func decodeEscape(_ input: [UInt8], from start: Int) -> (Key?, Int) {
        let introducer = input[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // ESC followed by an ordinary key (Alt-key): report Escape, then let the key decode.
            return (.escape, 1)
        }
        var end = start + 2
        while end < input.count, !(0x40...0x7E).contains(input[end]) { end += 1 }
        guard end < input.count else { return (nil, input.count - start) }
        let parameters = String(decoding: input[(start + 2)..<end], as: UTF8.self)
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
