/// How a cell is drawn: colors by role and text attributes.
///
/// Stored as one 16-bit word (two 4-bit colors and five flags), so comparing the styles of
/// two cells, which the frame writer does for every cell of every frame, is one comparison.
public struct Style: Sendable, Hashable {
    private(set) var bits: UInt16

    init(bits: UInt16) {
        self.bits = bits
    }

    private static let foregroundShift: UInt16 = 0
    private static let backgroundShift: UInt16 = 4
    private static let boldBit: UInt16 = 1 << 8
    private static let dimBit: UInt16 = 1 << 9
    private static let italicBit: UInt16 = 1 << 10
    private static let underlineBit: UInt16 = 1 << 11
    private static let reverseBit: UInt16 = 1 << 12

    /// The terminal's default look.
    public static let plain = Style()

    /// Creates a style.
    public init(
        foreground: ColorToken? = nil, background: ColorToken? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, underline: Bool = false, reverse: Bool = false
    ) {
        bits = 0
        self.foreground = foreground
        self.background = background
        self.isBold = bold
        self.isDim = dim
        self.isItalic = italic
        self.isUnderlined = underline
        self.isReversed = reverse
    }

    /// The text color's role; nil for the terminal's default.
    public var foreground: ColorToken? {
        get { color(at: Self.foregroundShift) }
        set { setColor(newValue, at: Self.foregroundShift) }
    }

    /// The background color's role; nil for the terminal's default.
    public var background: ColorToken? {
        get { color(at: Self.backgroundShift) }
        set { setColor(newValue, at: Self.backgroundShift) }
    }

    /// Whether the text is bold.
    public var isBold: Bool {
        get { flag(Self.boldBit) }
        set { setFlag(Self.boldBit, newValue) }
    }

    /// Whether the text is dim.
    public var isDim: Bool {
        get { flag(Self.dimBit) }
        set { setFlag(Self.dimBit, newValue) }
    }

    /// Whether the text is italic.
    public var isItalic: Bool {
        get { flag(Self.italicBit) }
        set { setFlag(Self.italicBit, newValue) }
    }

    /// Whether the text is underlined.
    public var isUnderlined: Bool {
        get { flag(Self.underlineBit) }
        set { setFlag(Self.underlineBit, newValue) }
    }

    /// Whether foreground and background are swapped.
    public var isReversed: Bool {
        get { flag(Self.reverseBit) }
        set { setFlag(Self.reverseBit, newValue) }
    }

    private func color(at shift: UInt16) -> ColorToken? {
        switch (bits >> shift) & 0xF {
        case 1: .text
        case 2: .secondary
        case 3: .accent
        case 4: .destructive
        case 5: .border
        case 6: .selection
        case 7: .background
        default: nil
        }
    }

    private mutating func setColor(_ color: ColorToken?, at shift: UInt16) {
        let index: UInt16 =
            switch color {
            case nil: 0
            case .text: 1
            case .secondary: 2
            case .accent: 3
            case .destructive: 4
            case .border: 5
            case .selection: 6
            case .background: 7
            }
        bits = (bits & ~(0xF << shift)) | (index << shift)
    }

    private func flag(_ bit: UInt16) -> Bool { bits & bit != 0 }

    private mutating func setFlag(_ bit: UInt16, _ isOn: Bool) {
        bits = isOn ? bits | bit : bits & ~bit
    }

    /// The SGR sequence that switches from the default look to this style in `mode`.
    func selectGraphicRendition(in mode: ColorMode) -> String {
        var parameters = [0]
        if isBold { parameters.append(1) }
        if isDim { parameters.append(2) }
        if isItalic { parameters.append(3) }
        if isUnderlined { parameters.append(4) }
        if isReversed { parameters.append(7) }
        if let foreground { parameters += foreground.foregroundParameters(in: mode) }
        if let background { parameters += background.backgroundParameters(in: mode) }
        // Written out: `parameters.map(String.init).joined(separator: ";")` cost the launch one
        // of the runtime's scans of the binary's conformances (0.2M instructions, callgrind).
        var sequence = "\u{1B}["
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { sequence += ";" }
            sequence += String(parameter)
        }
        return sequence + "m"
    }
}
