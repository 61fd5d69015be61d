import Dispatch

/// The host's questions about the terminal's modes (DECRQM), and what it does with the answers:
/// theme reports (mode 2031) re-theme live, grapheme clustering (mode 2027) picks the width rule.
extension ScreenHost {
    /// Before the terminal is taken: no mode of a previous run is on, and the width rule is the
    /// chosen one, or for ``GraphemeWidthChoice/auto`` the one no terminal draws wider than laid
    /// out (code points), until the terminal says it clusters.
    func prepareModes() {
        terminal.modes.reportsColorScheme = false
        terminal.modes.clustersGraphemes = false
        awaitedModes = []
        GraphemeWidthRule.current = graphemeWidths == .clusters ? .clusters : .codePoints
    }

    /// Asks, after the first frame, about the modes the app wants, and stops waiting for the
    /// answers after ``appearanceQueryTimeout`` (a terminal that does not know DECRQM never answers).
    func askForModes() {
        if followsThemeReports, frameWriter.colorMode != .none { awaitedModes.insert(Self.themeReportsMode) }
        if graphemeWidths == .auto { awaitedModes.insert(Self.clusteringMode) }
        guard !awaitedModes.isEmpty else { return }
        terminal.write(bytes: awaitedModes.sorted().flatMap { TerminalModeReport.query($0) })
        let thisRun = runNumber
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.appearanceQueryTimeout) {
            MainActor.assumeIsolated {
                guard self.runNumber == thisRun else { return }
                self.awaitedModes = []
            }
        }
    }

    /// Acts on the answers and reports the decoder kept from the last read.
    func takeModeReplies(from decoder: inout KeyDecoder) {
        for report in decoder.takeModeReports() where awaitedModes.remove(report.mode) != nil && report.state.isSupported {
            switch report.mode {
            case Self.themeReportsMode:
                terminal.modes.reportsColorScheme = true
                terminal.write(bytes: TerminalModes.colorSchemeOn)
            case Self.clusteringMode:
                terminal.modes.clustersGraphemes = true
                terminal.write(bytes: TerminalModes.clusteringOn)
                GraphemeWidthRule.current = .clusters
                // Laid out again, and drawn whole: every line with a ZWJ sequence changes.
                themeDidChange()
            default: break
            }
        }
        if let appearance = decoder.takeColorSchemeReport() { colorSchemeReported(appearance) }
    }

    /// The system turned dark or light: the palette that fits is drawn from now on. Only while
    /// theme reports are on, which an app turns on only when the theme was not chosen.
    private func colorSchemeReported(_ appearance: Appearance) {
        guard terminal.modes.reportsColorScheme, Theme.current.appearance != appearance else { return }
        Theme.current.appearance = appearance
        if let inputObserver { inputObserver(.appearance(appearance)) }
        themeDidChange()
    }

    static let themeReportsMode = 2031
    static let clusteringMode = 2027
}
