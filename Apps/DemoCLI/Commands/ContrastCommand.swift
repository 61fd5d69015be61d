import DesignSystem
import Resources

/// `DemoCLI contrast`: how legible every named state of every screen is, glyph by glyph, in each
/// theme and colour form (``ContrastAudit``: 4.5:1 for text, 3:1 for lines), at 80x24 in English.
///
/// The 256-colour and 24-bit forms are the same on every terminal, so their figures are the
/// palettes' own and a test holds them at 100 %. The 16-colour form is each terminal's own
/// palette; its figures are xterm's, to compare, never a promise.
@MainActor
enum ContrastCommand {
    /// The forms audited, in the order they are reported.
    static let modes: [ColorMode] = [.trueColor, .ansi256, .ansi16]

    /// One theme and form's audit over every state.
    struct Report {
        var appearance: Appearance
        var mode: ColorMode
        /// Every glyph audited.
        var glyphCount = 0
        /// The glyphs under their ratio, with the screen and state they are in.
        var failures: [(state: String, glyph: ContrastAudit.Glyph)] = []

        /// The share of glyphs that meet their ratio, 0 to 1.
        var passingShare: Double { glyphCount == 0 ? 1 : Double(glyphCount - failures.count) / Double(glyphCount) }
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

    /// The audits of `frames` in each of `appearances` and `modes`.
    static func reports(
        of frames: [(state: String, frame: CellBuffer)], appearances: [Appearance], modes: [ColorMode] = modes
    ) -> [Report] {
        var reports: [Report] = []
        for appearance in appearances {
            let palette = Palette.resources(for: appearance)
            for mode in modes {
                var report = Report(appearance: appearance, mode: mode)
                for (state, frame) in frames {
                    let audit = ContrastAudit(frame: frame, palette: palette, mode: mode)
                    report.glyphCount += audit.glyphs.count
                    report.failures += audit.failures.map { (state, $0) }
                }
                reports.append(report)
            }
        }
        return reports
    }

    /// The report as text: a line per theme and form, then the first failures of each.
    static func text(_ reports: [Report], failuresShown: Int = 10) -> String {
        var lines: [String] = []
        for report in reports {
            let percent = (report.passingShare * 1000).rounded(.down) / 10
            let note = report.mode == .ansi16 ? "  (xterm's 16 colours; each terminal has its own)" : ""
            lines.append(
                "\(report.appearance.rawValue) \(name(of: report.mode)): \(report.glyphCount - report.failures.count) of \(report.glyphCount) glyphs meet their ratio (\(percent) %)\(note)"
            )
            for (state, glyph) in report.failures.prefix(failuresShown) {
                let ratio = (glyph.ratio * 100).rounded() / 100
                lines.append("  \(state) at \(glyph.x),\(glyph.y) \"\(TerminalSanitizer.sanitize(glyph.grapheme))\": \(ratio):1, needs \(glyph.required):1")
            }
            if report.failures.count > failuresShown { lines.append("  … and \(report.failures.count - failuresShown) more") }
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
}
