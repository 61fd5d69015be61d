/// How a cell is drawn: colors by role and text attributes.
public struct Style: Sendable, Hashable {
    public var foreground: ColorToken?
    public var background: ColorToken?
    public var isBold = false
    public var isDim = false
    public var isItalic = false
    public var isUnderlined = false
    public var isReversed = false

    /// The terminal's default look.
    public static let plain = Style()

    /// Creates a style.
    public init(
        foreground: ColorToken? = nil, background: ColorToken? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = bold
        self.isDim = dim
        self.isItalic = italic
        self.isUnderlined = underline
        self.isReversed = reverse
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
        return "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
    }
}
