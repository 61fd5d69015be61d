/// A color of the theme in the three forms terminals take: a 16-color SGR code, a 256-color
/// palette index and a 24-bit RGB value.
public struct ThemeColor: Sendable, Hashable, Decodable {
    /// The SGR foreground code of the 16-color form (30–37, 39 for the default, 90–97).
    public var ansi16: Int
    /// The index in the 256-color palette.
    public var ansi256: Int
    public var red: Int
    public var green: Int
    public var blue: Int

    enum CodingKeys: String, CodingKey { case ansi16, ansi256, rgb }

    /// Creates a `ThemeColor` from its parts.
    public init(ansi16: Int, ansi256: Int, red: Int, green: Int, blue: Int) {
        self.ansi16 = ansi16
        self.ansi256 = ansi256
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Decodes the value as the JSON spells it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ansi16 = try container.decode(Int.self, forKey: .ansi16)
        ansi256 = try container.decode(Int.self, forKey: .ansi256)
        let hex = try container.decode(String.self, forKey: .rgb)
        guard hex.count == 7, hex.first == "#", let value = Int(hex.dropFirst(), radix: 16) else {
            throw DecodingError.dataCorruptedError(forKey: .rgb, in: container, debugDescription: "expected #RRGGBB, found \(hex)")
        }
        red = value >> 16
        green = (value >> 8) & 0xFF
        blue = value & 0xFF
    }
}
