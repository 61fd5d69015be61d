/// Reads a terminal's answer to a colour query (xterm's "dynamic colors", OSC 10–19).
///
/// Asked `ESC ] 11 ; ? BEL`, a terminal that knows the query answers with its background as
/// `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` and the query's terminator. Each part has one to four hex
/// digits, a fraction of its largest value (`rgb:f/8/0` and `rgb:ffff/8888/0000` are the same
/// colour); some terminals add an alpha part (`rgba:…/AAAA`), which is ignored.
enum OSCColorReply {
    /// The background colour in the text of an operating system command (without `ESC ]` and
    /// the terminator), or nil when it is not an OSC 11 colour reply.
    static func background(_ command: [UInt8]) -> RGBColor? {
        let prefix = Array("11;".utf8)
        guard command.starts(with: prefix) else { return nil }
        let value = command.dropFirst(prefix.count)
        let parts: ArraySlice<UInt8>
        let expected: Int
        if value.starts(with: Array("rgb:".utf8)) {
            parts = value.dropFirst(4)
            expected = 3
        } else if value.starts(with: Array("rgba:".utf8)) {
            parts = value.dropFirst(5)
            expected = 4
        } else {
            return nil
        }
        let fields = parts.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard fields.count == expected else { return nil }
        var channels: [UInt8] = []
        for field in fields.prefix(3) {
            guard let channel = channel(field) else { return nil }
            channels.append(channel)
        }
        return RGBColor(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// One to four hex digits scaled to 0–255 (`f`, `ff`, `fff` and `ffff` are all 255).
    private static func channel(_ digits: ArraySlice<UInt8>) -> UInt8? {
        guard (1...4).contains(digits.count) else { return nil }
        var value = 0
        for digit in digits {
            guard let nibble = hexValue(digit) else { return nil }
            value = value << 4 | nibble
        }
        let largest = (1 << (4 * digits.count)) - 1
        return UInt8((value * 255 + largest / 2) / largest)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
