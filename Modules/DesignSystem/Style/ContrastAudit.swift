/// The contrast of every glyph of a frame against what it is drawn on, by WCAG 2's formula, as a
/// terminal of a given palette and colour mode would show it.
///
/// A glyph needs 4.5:1, the ratio WCAG asks of text, unless it is a line: box drawing and block
/// elements (U+2500–U+259F) and anything drawn in the ``ColorToken/border`` role (the `-` and
/// `|` of ASCII borders, a field's underline) need 3:1, the ratio of graphics. Colours are
/// resolved as the frame writer sends them: a role in the mode's form, the terminal's own
/// foreground and background where a style names none (unless given, the palette's
/// ``Palette/text`` and ``Palette/background``: what the palette is drawn for), reverse swapping
/// the two, and faint text halfway to its background.
public struct ContrastAudit: Sendable {
    /// One glyph of the frame and its contrast.
    public struct Glyph: Sendable, Equatable {
        /// The column of its cell.
        public var x: Int
        /// The row of its cell.
        public var y: Int
        /// The grapheme drawn.
        public var grapheme: String
        /// The contrast ratio of its colour with its background.
        public var ratio: Double
        /// The ratio it needs: 4.5 for text, 3 for lines.
        public var required: Double
        /// Its colour as the terminal shows it (reverse and faint applied).
        public var foreground: RGBColor
        /// What it is drawn on, as the terminal shows it.
        public var background: RGBColor

        /// Whether the glyph meets the ratio it needs.
        public var passes: Bool { ratio >= required }
    }

    /// The colours of the 16-colour form on the terminal audited (index 0–15: the eight colours,
    /// then their bright forms). They differ from terminal to terminal; ``xterm16`` are xterm's.
    public typealias SixteenColors = [RGBColor]

    /// Every glyph of the frame that is not blank.
    public let glyphs: [Glyph]

    /// The glyphs under the ratio they need.
    public var failures: [Glyph] { glyphs.filter { !$0.passes } }

    /// The share of glyphs that meet their ratio, from 0 to 1 (1 for a frame with no glyph).
    public var passingShare: Double {
        glyphs.isEmpty ? 1 : Double(glyphs.count - failures.count) / Double(glyphs.count)
    }

    /// Audits `frame` drawn with `palette` in `mode` on a terminal whose own colours are
    /// `terminalForeground` and `terminalBackground` (by default the palette's text and
    /// background); `sixteen` gives the 16-colour form's colours (and the 256-colour palette's
    /// first sixteen). Without colour (``ColorMode/none``) every glyph is the terminal's own
    /// foreground on its background.
    public init(
        frame: CellBuffer, palette: Palette, mode: ColorMode, terminalForeground: RGBColor? = nil,
        terminalBackground: RGBColor? = nil, sixteen: SixteenColors = Self.xterm16
    ) {
        let resolver = Resolver(
            palette: palette, mode: mode, sixteen: sixteen, foreground: terminalForeground ?? RGBColor(palette.text),
            background: terminalBackground ?? RGBColor(palette.background))
        var glyphs: [Glyph] = []
        for y in 0..<frame.size.height {
            for x in 0..<frame.size.width {
                let cell = frame[x, y]
                let grapheme = cell.grapheme
                guard !cell.isContinuation, !grapheme.allSatisfy({ $0 == " " }) else { continue }
                let style = cell.style
                var foreground = resolver.color(style.foreground, isForeground: true)
                var background = resolver.color(style.background, isForeground: false)
                if style.isReversed { (foreground, background) = (background, foreground) }
                if style.isDim { foreground = foreground.blended(towards: background, fraction: 0.5) }
                let isLine = style.foreground == .border || grapheme.unicodeScalars.allSatisfy { (0x2500...0x259F).contains($0.value) }
                glyphs.append(
                    Glyph(
                        x: x, y: y, grapheme: grapheme, ratio: foreground.contrastRatio(with: background), required: isLine ? 3 : 4.5,
                        foreground: foreground, background: background))
            }
        }
        self.glyphs = glyphs
    }

    /// xterm's 16 colours (its `XTerm*color0`–`color15` defaults).
    public static let xterm16: SixteenColors = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { RGBColor(red: UInt8($0 >> 16), green: UInt8($0 >> 8 & 0xFF), blue: UInt8($0 & 0xFF)) }

    /// The colour a terminal whose 16 colours are `sixteen` shows for `token` of `palette` in
    /// `mode`; nil where it shows its own foreground or background instead (no colour, or a role
    /// whose 16-colour form is the default, 39).
    public static func color(
        of token: ColorToken, in palette: Palette, mode: ColorMode, sixteen: SixteenColors = Self.xterm16
    ) -> RGBColor? {
        let color = palette[token]
        switch mode {
        case .none:
            return nil
        case .trueColor:
            return RGBColor(color)
        case .ansi256:
            if let shared = RGBColor(ansi256: color.ansi256) { return shared }
            return sixteen.indices.contains(color.ansi256) ? sixteen[color.ansi256] : nil
        case .ansi16:
            switch color.ansi16 {
            case 30...37: return sixteen.indices.contains(color.ansi16 - 30) ? sixteen[color.ansi16 - 30] : nil
            case 90...97: return sixteen.indices.contains(color.ansi16 - 90 + 8) ? sixteen[color.ansi16 - 90 + 8] : nil
            default: return nil
            }
        }
    }

    /// Turns a role into the colour the terminal shows for it in one mode.
    private struct Resolver {
        let palette: Palette
        let mode: ColorMode
        let sixteen: SixteenColors
        let foreground: RGBColor
        let background: RGBColor

        func color(_ token: ColorToken?, isForeground: Bool) -> RGBColor {
            let terminalDefault = isForeground ? foreground : background
            guard let token else { return terminalDefault }
            return ContrastAudit.color(of: token, in: palette, mode: mode, sixteen: sixteen) ?? terminalDefault
        }
    }
}
