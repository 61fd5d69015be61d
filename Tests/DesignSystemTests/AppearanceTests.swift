import DesignSystem
import Resources
import Testing

/// The two palettes, how legible each role is on the background it is drawn for, and how an app
/// picks the one that fits the terminal.
@Suite("Light and dark palettes")
struct AppearanceTests {
    static let black = RGBColor(red: 0, green: 0, blue: 0)
    static let white = RGBColor(red: 255, green: 255, blue: 255)

    @Test("WCAG's contrast: black on white is 21:1, a colour on itself 1:1, #767676 on white just over 4.5:1")
    func contrastRatio() {
        #expect(Self.black.contrastRatio(with: Self.white) == 21)
        #expect(Self.white.contrastRatio(with: Self.black) == 21)
        #expect(Self.white.contrastRatio(with: Self.white) == 1)
        let grey = RGBColor(red: 0x76, green: 0x76, blue: 0x76)
        #expect(abs(grey.contrastRatio(with: Self.white) - 4.54) < 0.01)
        // #777777 is the first grey under 4.5:1 on white, the threshold WCAG checkers quote.
        #expect(RGBColor(red: 0x77, green: 0x77, blue: 0x77).contrastRatio(with: Self.white) < 4.5)
        #expect(abs(RGBColor(red: 0xFF, green: 0, blue: 0).contrastRatio(with: Self.white) - 4.0) < 0.01)
    }

    @Test("the 256-colour palette's shared colours: the cube and the greys; the first sixteen are each terminal's own")
    func ansi256() {
        #expect(RGBColor(ansi256: 16) == Self.black)
        #expect(RGBColor(ansi256: 231) == Self.white)
        #expect(RGBColor(ansi256: 24) == RGBColor(red: 0, green: 0x5F, blue: 0x87))
        #expect(RGBColor(ansi256: 232) == RGBColor(red: 8, green: 8, blue: 8))
        #expect(RGBColor(ansi256: 255) == RGBColor(red: 238, green: 238, blue: 238))
        #expect(RGBColor(ansi256: 15) == nil && RGBColor(ansi256: -1) == nil && RGBColor(ansi256: 256) == nil)
    }

    /// Each role of `palette` in one form, against each background it must hold on.
    static func ratios(_ palette: Palette, form: ColorMode, backgrounds: [RGBColor]) -> [(role: ColorToken, on: String, ratio: Double, needed: Double)] {
        func color(_ token: ColorToken) -> RGBColor {
            let color = palette[token]
            return form == .ansi256 ? RGBColor(ansi256: color.ansi256)! : RGBColor(color)
        }
        var ratios: [(role: ColorToken, on: String, ratio: Double, needed: Double)] = []
        for background in backgrounds {
            for role in [ColorToken.text, .secondary, .accent, .destructive] {
                ratios.append((role, "\(background)", color(role).contrastRatio(with: background), 4.5))
            }
            ratios.append((.border, "\(background)", color(.border).contrastRatio(with: background), 3))
        }
        for role in [ColorToken.text, .secondary, .accent, .destructive] {
            ratios.append((role, "selection", color(role).contrastRatio(with: color(.selection)), 4.5))
        }
        return ratios
    }

    @Test(
        "every role of both palettes meets its contrast in the 256-colour and 24-bit forms: text 4.5:1, borders 3:1, on the palette's background and on pure black or white, and text on the selection",
        arguments: Appearance.allCases, [ColorMode.ansi256, .trueColor])
    func paletteContrast(appearance: Appearance, form: ColorMode) {
        let palette = Palette.resources(for: appearance)
        let ownBackground = form == .ansi256 ? RGBColor(ansi256: palette.background.ansi256)! : RGBColor(palette.background)
        let backgrounds = [ownBackground, appearance == .light ? Self.white : Self.black]
        for check in Self.ratios(palette, form: form, backgrounds: backgrounds) {
            #expect(check.ratio >= check.needed, "\(appearance) \(check.role) on \(check.on): \(check.ratio)")
        }
        // The selection stands out from the background, not only by the row's bold text.
        let selection = form == .ansi256 ? RGBColor(ansi256: palette.selection.ansi256)! : RGBColor(palette.selection)
        #expect(selection.contrastRatio(with: ownBackground) >= 1.25)
    }

    @Test("the two palettes are told apart by their background: light's is white, dark's is dark")
    func palettesDiffer() {
        #expect(Appearance(background: RGBColor(Palette.resources(for: .light).background)) == .light)
        #expect(Appearance(background: RGBColor(Palette.resources(for: .dark).background)) == .dark)
        #expect(Palette.resources == Palette.resources(for: .dark))
    }

    @Test("a background is light when black text on it reads better than white: the turn is near #767676")
    func appearanceOfBackground() {
        #expect(Appearance(background: Self.white) == .light)
        #expect(Appearance(background: Self.black) == .dark)
        #expect(Appearance(background: RGBColor(red: 0xFD, green: 0xF6, blue: 0xE3)) == .light)  // Solarized light
        #expect(Appearance(background: RGBColor(red: 0x00, green: 0x2B, blue: 0x36)) == .dark)  // Solarized dark
        #expect(Appearance(background: RGBColor(red: 0x70, green: 0x70, blue: 0x70)) == .dark)
        #expect(Appearance(background: RGBColor(red: 0x80, green: 0x80, blue: 0x80)) == .light)
    }

    @Test("COLORFGBG's last field is the background: 0–6 and 8 dark, 7 and 9–15 light, anything else says nothing")
    func colorFGBG() {
        #expect(Appearance(colorFGBG: "15;0") == .dark)
        #expect(Appearance(colorFGBG: "0;15") == .light)
        #expect(Appearance(colorFGBG: "12;default;8") == .dark)
        #expect(Appearance(colorFGBG: "0;7") == .light)
        for nothing in [nil, "", "15;default", "0;16", "0;-1", "light", "0;", "0;1x"] {
            #expect(Appearance(colorFGBG: nothing) == nil, "\(String(describing: nothing))")
        }
    }

    @Test("--theme wins over the variable, the variable over auto; an empty variable is unset; a bad value is an error")
    func choice() {
        let variable = "APP_THEME"
        #expect(AppearanceChoice.resolve(flag: "light", environment: [variable: "dark"], variable: variable) == .success(.light))
        #expect(AppearanceChoice.resolve(flag: nil, environment: [variable: "dark"], variable: variable) == .success(.dark))
        #expect(AppearanceChoice.resolve(flag: nil, environment: [variable: ""], variable: variable) == .success(.auto))
        #expect(AppearanceChoice.resolve(flag: nil, environment: [:], variable: variable) == .success(.auto))
        #expect(AppearanceChoice.resolve(flag: "Light", environment: [:], variable: variable) == .failure(.init(value: "Light")))
        #expect(AppearanceChoice.resolve(flag: nil, environment: [variable: "sepia"], variable: variable) == .failure(.init(value: "sepia")))
        #expect(AppearanceChoice.auto.initialAppearance(environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(AppearanceChoice.auto.initialAppearance(environment: [:]) == .dark)
        #expect(AppearanceChoice.dark.initialAppearance(environment: ["COLORFGBG": "0;15"]) == .dark)
    }

    @Test("a theme draws with its appearance's palette; setting the palette replaces that one only; one palette serves both")
    func themeHoldsTwoPalettes() {
        var theme = Theme.resources(appearance: .light)
        #expect(theme.palette == .resources(for: .light))
        theme.appearance = .dark
        #expect(theme.palette == .resources(for: .dark))
        var mine = Palette.resources
        mine.accent = PaletteColor(red: 1, green: 2, blue: 3, ansi256: 4, ansi16: 35)
        theme.palette = mine
        #expect(theme.dark == mine && theme.light == .resources(for: .light))
        let single = Theme(palette: mine, strings: EnglishToolkitStrings())
        #expect(single.light == mine && single.dark == mine)
    }

    @Test("the audit resolves roles as the writer sends them: reverse swaps, faint halves, lines need 3:1, blanks are not glyphs")
    func audit() {
        var frame = CellBuffer(size: Size(width: 6, height: 1))
        frame.write("a", x: 0, y: 0, style: Style(foreground: .accent))
        frame.write("b", x: 1, y: 0, style: Style(foreground: .accent, reverse: true))
        frame.write("─", x: 2, y: 0, style: Style(foreground: .border))
        frame.write("_", x: 3, y: 0, style: Style(foreground: .border))
        frame.write("c", x: 4, y: 0, style: Style(foreground: .secondary, dim: true))
        let palette = Palette.resources(for: .light)
        let audit = ContrastAudit(frame: frame, palette: palette, mode: .trueColor)
        #expect(audit.glyphs.map(\.grapheme) == ["a", "b", "─", "_", "c"])
        let accentOnWhite = RGBColor(palette.accent).contrastRatio(with: Self.white)
        #expect(audit.glyphs[0].ratio == accentOnWhite && audit.glyphs[1].ratio == accentOnWhite)
        #expect(audit.glyphs[2].required == 3 && audit.glyphs[3].required == 3 && audit.glyphs[0].required == 4.5)
        #expect(audit.glyphs[4].ratio < RGBColor(palette.secondary).contrastRatio(with: Self.white))
        #expect(audit.failures.map(\.grapheme) == ["c"])
        #expect(abs(audit.passingShare - 0.8) < 1e-9)
        // The 16-colour form takes the terminal's own colours: xterm's bright black on white is 4:1.
        var border = CellBuffer(size: Size(width: 1, height: 1))
        border.write("|", x: 0, y: 0, style: Style(foreground: .border))
        let sixteen = ContrastAudit(frame: border, palette: palette, mode: .ansi16)
        #expect(sixteen.glyphs[0].ratio == ContrastAudit.xterm16[8].contrastRatio(with: Self.white))
        #expect(sixteen.glyphs[0].foreground == ContrastAudit.xterm16[8] && sixteen.glyphs[0].background == Self.white)
    }

    @Test("a role resolves to the colour the terminal shows in each form, or to nil where the terminal's own colour stands")
    func roleColors() {
        var palette = Palette.resources(for: .light)
        palette.accent = PaletteColor(red: 1, green: 2, blue: 3, ansi256: 24, ansi16: 94)
        palette.text = PaletteColor(red: 1, green: 2, blue: 3, ansi256: 5, ansi16: 39)
        #expect(ContrastAudit.color(of: .accent, in: palette, mode: .trueColor) == RGBColor(red: 1, green: 2, blue: 3))
        #expect(ContrastAudit.color(of: .accent, in: palette, mode: .ansi256) == RGBColor(ansi256: 24))
        #expect(ContrastAudit.color(of: .accent, in: palette, mode: .ansi16) == ContrastAudit.xterm16[12])
        #expect(ContrastAudit.color(of: .accent, in: palette, mode: .none) == nil)
        #expect(ContrastAudit.color(of: .text, in: palette, mode: .ansi16) == nil, "39 is the terminal's own foreground")
        #expect(ContrastAudit.color(of: .text, in: palette, mode: .ansi256) == ContrastAudit.xterm16[5], "0–15 are the sixteen")
        // A terminal described with fewer than sixteen colours shows its own where one is missing.
        #expect(ContrastAudit.color(of: .accent, in: palette, mode: .ansi16, sixteen: [Self.black]) == nil)
    }
}
