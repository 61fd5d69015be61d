/// A colour as the terminal shows it: 8 bits each of red, green and blue.
///
/// It carries what the toolkit needs to reason about legibility: the relative luminance and the
/// contrast ratio of WCAG 2, and the colours of the terminal palettes the writer may send.
public struct RGBColor: Sendable, Hashable {
    /// The red part, 0–255.
    public var red: UInt8
    /// The green part, 0–255.
    public var green: UInt8
    /// The blue part, 0–255.
    public var blue: UInt8

    /// A colour from its three parts.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The 24-bit form of `color`.
    public init(_ color: PaletteColor) {
        self.init(red: UInt8(clamping: color.red), green: UInt8(clamping: color.green), blue: UInt8(clamping: color.blue))
    }

    /// The relative luminance of WCAG 2 (0 for black, 1 for white): each sRGB channel made linear,
    /// weighted by how bright the eye finds it.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// The contrast ratio of WCAG 2 between this colour and `other`, from 1 (the same) to 21
    /// (black and white); text needs 4.5, lines and other graphics 3.
    public func contrastRatio(with other: RGBColor) -> Double {
        let (lighter, darker) = (max(relativeLuminance, other.relativeLuminance), min(relativeLuminance, other.relativeLuminance))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// This colour moved `fraction` (0–1) of the way towards `other`: how a terminal draws faint
    /// (dim) text, about halfway to the background.
    public func blended(towards other: RGBColor, fraction: Double) -> RGBColor {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(clamping: Int((Double(a) + (Double(b) - Double(a)) * min(max(fraction, 0), 1)).rounded()))
        }
        return RGBColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }

    /// The colour of index `index` of the 256-colour palette, for 16–255, whose colours every
    /// terminal shares (xterm's 6×6×6 cube and 24 greys); nil for 0–15, which each terminal sets
    /// for itself.
    public init?(ansi256 index: Int) {
        switch index {
        case 16...231:
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let cube = index - 16
            self.init(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
        case 232...255:
            let grey = UInt8(8 + 10 * (index - 232))
            self.init(red: grey, green: grey, blue: grey)
        default:
            return nil
        }
    }

    /// An sRGB channel made linear (WCAG 2's formula). The power 2.4 is taken as x² · x^0.4, the
    /// fifth root found by Newton's method: the toolkit imports no maths library.
    private static func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        if value <= 0.04045 { return value / 12.92 }
        let base = (value + 0.055) / 1.055
        return base * base * fifthRoot(base * base)
    }

    /// The fifth root of `value`, for 0 < value ≤ 1.
    private static func fifthRoot(_ value: Double) -> Double {
        var root = 1.0
        // From above, Newton's steps fall monotonically onto the root; 40 steps are more than
        // the smallest value here (0.0027) needs to reach a double's precision.
        for _ in 0..<40 {
            let fourth = root * root * root * root
            let next = root - (fourth * root - value) / (5 * fourth)
            if next >= root { break }
            root = next
        }
        return root
    }
}
