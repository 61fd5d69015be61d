import DesignSystem
import Resources
import Testing

/// The toolkit's own words and colours come from the current theme, which an app may replace.
@Suite("Theme")
struct ThemeTests {
    /// Words in capitals, with markers of one column and markers too wide for it.
    struct ShoutedWords: ToolkitStrings {
        var quit: String { "QUIT" }
        var moreAbove: String { "^" }
        var moreBelow: String { "下" }  // two columns: not drawn as given
    }

    @Test("scroll markers come from the theme; one that is not one column wide falls back to the arrow")
    func markers() {
        let frame = Theme.with(Theme(palette: .resources, strings: ShoutedWords())) {
            ScrollView(offset: 1, VStack { (1...6).map { Text("row \($0)") as any Widget } }).rendered(size: Size(width: 8, height: 3))
        }
        #expect(frame.plainTextLines.first?.hasSuffix("^") == true)
        #expect(frame.plainTextLines.last?.hasSuffix("↓") == true)
    }

    @Test("the host's Quit hint is the theme's word; outside the theme it is the default again")
    func quitHint() {
        let themed = Theme.with(Theme(palette: .resources, strings: ShoutedWords())) { ScreenLayout.hostHints }
        #expect(themed.map(\.label) == ["QUIT"])
        #expect(ScreenLayout.hostHints.map(\.label) == [R.string.hint.quit()])
    }

    @Test("a palette colour out of range is brought into range, so no SGR code can mean something else")
    func clampedColours() {
        let color = PaletteColor(red: 300, green: -5, blue: 128, ansi256: 999, ansi16: 7)
        #expect([color.red, color.green, color.blue, color.ansi256, color.ansi16] == [255, 0, 128, 255, 39])
        #expect(PaletteColor(red: 0, green: 0, blue: 0, ansi256: 0, ansi16: 91).ansi16 == 91)
    }

    @Test("the accent is drawn in the theme's palette")
    func palette() {
        var palette = Palette.resources
        palette.accent = PaletteColor(red: 1, green: 2, blue: 3, ansi256: 4, ansi16: 35)
        let lines = Theme.with(Theme(palette: palette, strings: EnglishToolkitStrings())) {
            Text("x", style: Style(foreground: .accent)).rendered(size: Size(width: 1, height: 1)).ansiLines(colorMode: .trueColor)
        }
        #expect(lines.first?.contains("38;2;1;2;3") == true)
    }
}
