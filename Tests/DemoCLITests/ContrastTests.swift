import DesignSystem
import Resources
import Testing

@testable import DemoCLI

/// Every glyph of every named state is legible in both themes and every colour form: 256-colour
/// and 24-bit on the background the palette is drawn for, 16-colour with xterm's own colours
/// (`ContrastCommand.terminalColors(for:mode:)`); and the selected row stands out.
@MainActor
@Suite("Contrast of every screen", .takesTurnsOnTheMainActor, .timeLimit(.minutes(3)))
struct ContrastTests {
    @Test(
        "every glyph of every named state at 80x24 meets WCAG contrast (text 4.5:1, lines 3:1) in both themes, 16-colour, 256-colour and 24-bit",
        arguments: Appearance.allCases)
    func everyGlyphIsLegible(appearance: Appearance) async throws {
        // The frames ContrastCommand.frames() draws, one at a time with the main actor given
        // back between them (other suites wait on it).
        var frames: [(state: String, frame: CellBuffer)] = []
        for preview in ScreenCatalog.previews {
            for state in R.withLanguage(.english, { preview.stateNames() }) {
                let request = RenderRequest(screen: preview.name, stateName: state, width: 80, height: 24)
                let frame = try R.withLanguage(.english) { Result { () throws(RenderCommand.Failure) in try RenderCommand.frame(request) } }.get()
                frames.append(("\(preview.name) · \(state)", frame))
                await Task.yield()
            }
        }
        #expect(frames.count > 70)
        for mode in [ColorMode.ansi16, .ansi256, .trueColor] {
            var glyphs = 0
            var glyphsOnSelection = 0
            for (state, frame) in frames {
                let report = ContrastCommand.reports(of: [(state, frame)], appearances: [appearance], modes: [mode])[0]
                glyphs += report.glyphCount
                #expect(report.failures.isEmpty, "\(ContrastCommand.text([report]))")
                let audit = ContrastAudit(frame: frame, palette: .resources(for: appearance), mode: mode)
                glyphsOnSelection += audit.glyphs.count { $0.background == report.selection.color }
                await Task.yield()
            }
            #expect(glyphs > 30_000, "every glyph of every state is audited")
            #expect(glyphsOnSelection > 300, "the selected rows' text is among them")
        }
    }

    @Test(
        "the selected row's background stands out from the terminal's own at 1.45:1 in each theme and form (dark on #1E1E1E and black)",
        arguments: Appearance.allCases)
    func selectionIsVisible(appearance: Appearance) {
        let reports = ContrastCommand.reports(of: [], appearances: [appearance])
        #expect(reports.map(\.mode) == [.trueColor, .ansi256, .ansi16])
        #expect(ContrastCommand.selectionRatio == 1.45)
        for report in reports {
            #expect(report.selection.ratios.count == (appearance == .dark ? 2 : 1))
            #expect(report.selectionIsVisible, "\(ContrastCommand.text([report]))")
        }
        // The text drawn on it is held at 4.5:1 with every other glyph (everyGlyphIsLegible).
    }

    @Test("the report names each theme and form, counts the glyphs and gives the selection's ratio, then the failing colour pairs worst first")
    func reportText() {
        // A mild failure (faint secondary text, about 2.4:1) before a worse one (the light
        // selection's blue as text, 1.5:1), which the report puts first.
        var frame = CellBuffer(size: Size(width: 4, height: 1))
        frame.write("a", x: 0, y: 0, style: Style(foreground: .secondary, dim: true))
        frame.write("bc", x: 1, y: 0, style: Style(foreground: .selection))
        let reports = ContrastCommand.reports(of: [("home · x", frame)], appearances: [.light], modes: [.trueColor])
        let lines = ContrastCommand.text(reports).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "light 24-bit: 0 of 3 glyphs meet their ratio (0.0 %); selection #AFD7FF 1.5:1 on #FFFFFF")
        #expect(lines[1] == "  1.5:1, needs 4.5:1: #AFD7FF on #FFFFFF, 2 glyphs; first home · x at 1,0 \"b\"")
        #expect(lines[2].hasPrefix("  2.") && lines[2].hasSuffix("on #FFFFFF, 1 glyph; first home · x at 0,0 \"a\""))
        let shortened = ContrastCommand.text(reports, failuresShown: 1).split(separator: "\n").map(String.init)
        #expect(shortened == [lines[0], lines[1], "  … and 1 more pair"])
    }

    @Test("a faint selection is named first, with the terminal background it is too close to")
    func faintSelectionText() {
        var report = ContrastCommand.reports(of: [], appearances: [.dark], modes: [.trueColor])[0]
        let grey = RGBColor(red: 0x30, green: 0x30, blue: 0x30)
        report.selection = (grey, ContrastCommand.terminalBackgrounds(for: .dark).map { ($0, grey.contrastRatio(with: $0)) })
        #expect(!report.selectionIsVisible)
        #expect(
            ContrastCommand.text([report])
                == "dark 24-bit: 0 of 0 glyphs meet their ratio (100.0 %); selection #303030 1.26:1 on #1E1E1E, 1.59:1 on #000000\n"
                + "  the selection #303030 on #1E1E1E: 1.26:1, needs 1.45:1")
    }

    @Test("--theme reaches every command that draws; a theme that names none is refused with the choices")
    func themeOption() throws {
        #expect(try DemoCommand.parse(["contrast", "--theme", "light"]).0 == .contrast(theme: .light))
        #expect(try DemoCommand.parse(["contrast"]).0 == .contrast())
        #expect(try DemoCommand.parse(["gallery", "out", "--theme", "dark"]).0 == .gallery(directory: "out", theme: .dark))
        guard case .render(let request) = try DemoCommand.parse(["--theme", "auto", "render", "home"]).0 else {
            Issue.record("not a render")
            return
        }
        #expect(request.theme == .auto)
        guard case .catalog(let options) = try DemoCommand.parse(["--theme", "light"]).0 else {
            Issue.record("not the catalog")
            return
        }
        #expect(options.theme == .light)
        #expect(throws: DemoCommand.UsageError.self) { try DemoCommand.parse(["render", "home", "--theme", "sepia"]) }
        #expect(throws: DemoCommand.UsageError.self) { try DemoCommand.parse(["contrast", "extra"]) }
        do {
            _ = try DemoCommand.parse(["--theme", "Sepia\u{1B}[31m"])
        } catch {
            #expect(error.message.contains("auto, light, dark") && !error.message.contains("\u{1B}"))
        }
    }
}
