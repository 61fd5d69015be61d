import DesignSystem
import Resources

/// `DemoCLI contrast`: how legible every named state of every screen is, glyph by glyph, in each
/// theme and colour form (``ContrastAudit``: 4.5:1 for text, 3:1 for lines), at 80x24 in English,
/// and whether the selected row's background stands out from the terminal's own.
///
/// The 256-colour and 24-bit forms are the same on every terminal: they are audited on the
/// background the palette is drawn for. The 16-colour form is each terminal's own palette, so it
/// is audited on xterm's as a whole: its sixteen colours with its own foreground and background
/// (black on white; white on black for the dark theme, as `xterm -rv` shows it). `ContrastTests`
/// holds all three forms at 100 % in both themes, and the selection at ``selectionRatio``.
@MainActor
enum ContrastCommand {
    /// The forms audited, in the order they are reported.
    static let modes: [ColorMode] = [.trueColor, .ansi256, .ansi16]

    /// The ratio the selected row's background needs against the terminal's own background: below
    /// it, the row shows only through its bold text and marker. WCAG sets no figure for a
    /// background; the light palette's selection (#AFD7FF on white, 1.5:1) reads clearly, and
    /// this is a little under it.
    nonisolated static let selectionRatio = 1.45

    /// The backgrounds a terminal of `appearance` may have, that the selection is measured on: white
    /// for light; for dark, a dark grey as most dark themes have (#1E1E1E) and black.
    static func terminalBackgrounds(for appearance: Appearance) -> [RGBColor] {
        switch appearance {
        case .light: [RGBColor(red: 255, green: 255, blue: 255)]
        case .dark: [RGBColor(red: 0x1E, green: 0x1E, blue: 0x1E), RGBColor(red: 0, green: 0, blue: 0)]
        }
    }

    /// The terminal's own foreground and background a form is audited on, and how the report names
    /// them: the palette's text and background (nil) in the forms every terminal shares; xterm's
    /// own in the 16-colour form, which takes xterm's sixteen colours.
    static func terminalColors(for appearance: Appearance, mode: ColorMode) -> (foreground: RGBColor?, background: RGBColor?, note: String) {
        let black = RGBColor(red: 0, green: 0, blue: 0)
        let white = RGBColor(red: 255, green: 255, blue: 255)
        switch (mode, appearance) {
        case (.ansi16, .light): return (black, white, "  (xterm's 16 colours, black on white; each terminal has its own)")
        case (.ansi16, .dark): return (white, black, "  (xterm's 16 colours, white on black as xterm -rv; each terminal has its own)")
        default: return (nil, nil, "")
        }
    }

    /// One theme and form's audit over every state.
    struct Report {
        var appearance: Appearance
        var mode: ColorMode
        /// Every glyph audited.
        var glyphCount = 0
        /// The glyphs under their ratio, with the screen and state they are in.
        var failures: [(state: String, glyph: ContrastAudit.Glyph)] = []
        /// The selected row's background as the terminal shows it, and its ratio with each of the
        /// terminal backgrounds it is measured on (``terminalBackgrounds(for:)``).
        var selection: (color: RGBColor, ratios: [(background: RGBColor, ratio: Double)])

        /// The share of glyphs that meet their ratio, 0 to 1.
        var passingShare: Double { glyphCount == 0 ? 1 : Double(glyphCount - failures.count) / Double(glyphCount) }

        /// Whether the selection meets ``selectionRatio`` on every background it is measured on.
        var selectionIsVisible: Bool { selection.ratios.allSatisfy { $0.ratio >= selectionRatio } }

        /// The failures grouped by the colours they are drawn in, the furthest under its ratio
        /// first (then the most glyphs): one bad pair shows at once, however few glyphs have it.
        var failingPairs: [FailingPair] {
            var pairs: [FailingPair] = []
            var indexByKey: [FailingPair.Key: Int] = [:]
            for failure in failures {
                let key = FailingPair.Key(failure.glyph)
                if let index = indexByKey[key] {
                    pairs[index].count += 1
                } else {
                    indexByKey[key] = pairs.count
                    pairs.append(FailingPair(first: failure, count: 1))
                }
            }
            return pairs.enumerated().sorted { left, right in
                let (a, b) = (left.element, right.element)
                if a.shortfall != b.shortfall { return a.shortfall < b.shortfall }
                if a.count != b.count { return a.count > b.count }
                return left.offset < right.offset
            }.map(\.element)
        }
    }

    /// The failing glyphs of one colour on one background, needing one ratio.
    struct FailingPair {
        /// The first such glyph, with its state.
        var first: (state: String, glyph: ContrastAudit.Glyph)
        /// How many glyphs share its colours.
        var count: Int

        /// Its ratio as a share of the one it needs (under 1).
        var shortfall: Double { first.glyph.ratio / first.glyph.required }

        /// What the glyphs of one pair share.
        struct Key: Hashable {
            var foreground: RGBColor
            var background: RGBColor
            var required: Double

            init(_ glyph: ContrastAudit.Glyph) {
                (foreground, background, required) = (glyph.foreground, glyph.background, glyph.required)
            }
        }
    }

    /// Every named state's frame, drawn once (a frame holds roles; the theme colours them later).
    static func frames() throws(RenderCommand.Failure) -> [(state: String, frame: CellBuffer)] {
        try R.withLanguage(.english) {
            Result { () throws(RenderCommand.Failure) in
                var frames: [(state: String, frame: CellBuffer)] = []
                for preview in ScreenCatalog.previews {
                    for state in preview.stateNames() {
                        let request = RenderRequest(screen: preview.name, stateName: state, width: 80, height: 24)
                        frames.append(("\(preview.name) · \(state)", try RenderCommand.frame(request)))
                    }
                }
                return frames
            }
        }.get()
    }

    /// The audits of `frames` in each of `appearances` and `modes`, each form on the terminal
    /// ``terminalColors(for:mode:)`` gives.
    static func reports(
        of frames: [(state: String, frame: CellBuffer)], appearances: [Appearance], modes: [ColorMode] = modes
    ) -> [Report] {
        var reports: [Report] = []
        for appearance in appearances {
            let palette = Palette.resources(for: appearance)
            for mode in modes {
                let terminal = terminalColors(for: appearance, mode: mode)
                let backgrounds = terminalBackgrounds(for: appearance)
                let selection = ContrastAudit.color(of: .selection, in: palette, mode: mode)
                var report = Report(
                    appearance: appearance, mode: mode,
                    selection: (
                        selection ?? backgrounds[0],
                        backgrounds.map { ($0, (selection ?? $0).contrastRatio(with: $0)) }
                    ))
                for (state, frame) in frames {
                    let audit = ContrastAudit(
                        frame: frame, palette: palette, mode: mode, terminalForeground: terminal.foreground,
                        terminalBackground: terminal.background)
                    report.glyphCount += audit.glyphs.count
                    report.failures += audit.failures.map { (state, $0) }
                }
                reports.append(report)
            }
        }
        return reports
    }

    /// The report as text: a line per theme and form with the selection's ratios, then a faint
    /// selection and the failing colour pairs, worst first, each with its first glyph.
    static func text(_ reports: [Report], failuresShown: Int = 10) -> String {
        var lines: [String] = []
        for report in reports {
            let percent = (report.passingShare * 1000).rounded(.down) / 10
            let note = terminalColors(for: report.appearance, mode: report.mode).note
            let onBackgrounds = report.selection.ratios.map { "\(format(ratio: $0.ratio)) on \(hex($0.background))" }
            lines.append(
                "\(report.appearance.rawValue) \(name(of: report.mode)): \(report.glyphCount - report.failures.count) of \(report.glyphCount) glyphs meet their ratio (\(percent) %); "
                    + "selection \(hex(report.selection.color)) \(onBackgrounds.joined(separator: ", "))\(note)")
            for (background, ratio) in report.selection.ratios where ratio < selectionRatio {
                lines.append("  the selection \(hex(report.selection.color)) on \(hex(background)): \(format(ratio: ratio)), needs \(selectionRatio):1")
            }
            let pairs = report.failingPairs
            for pair in pairs.prefix(failuresShown) {
                let glyph = pair.first.glyph
                let count = pair.count == 1 ? "1 glyph" : "\(pair.count) glyphs"
                lines.append(
                    "  \(format(ratio: glyph.ratio)), needs \(glyph.required):1: \(hex(glyph.foreground)) on \(hex(glyph.background)), \(count); "
                        + "first \(pair.first.state) at \(glyph.x),\(glyph.y) \"\(TerminalSanitizer.sanitize(glyph.grapheme))\"")
            }
            let hidden = pairs.count - failuresShown
            if hidden > 0 { lines.append("  … and \(hidden) more \(hidden == 1 ? "pair" : "pairs")") }
        }
        return lines.joined(separator: "\n")
    }

    /// The form's name as `--colors` spells it.
    static func name(of mode: ColorMode) -> String {
        switch mode {
        case .trueColor: "24-bit"
        case .ansi256: "256-colour"
        case .ansi16: "16-colour"
        case .none: "no colour"
        }
    }

    /// A ratio rounded down to hundredths, so that one under its need never prints as meeting it.
    private static func format(ratio: Double) -> String {
        "\((ratio * 100).rounded(.down) / 100):1"
    }

    /// `#RRGGBB`.
    private static func hex(_ color: RGBColor) -> String {
        let digits = Array("0123456789ABCDEF")
        return "#" + String([color.red, color.green, color.blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }
}
