import DesignSystem
import Testing

// The code of the article "Writing a component"
// (Modules/DesignSystem/DesignSystem.docc/WritingAComponent.md), compiled here against the
// library's public API only (no @testable import), and run below. `Article code` checks that
// the article shows exactly these regions.

// article: gauge
/// A labelled gauge on one row, "CPU ██████░░░░░░ 50%", as wide as the room it is given.
struct Gauge: Widget {
    /// The text before the bar. Untrusted text is fine: the cell buffer sanitises it.
    var label: String
    /// How full the bar is, from 0 to 1; anything else is brought into that range.
    var fraction: Double

    func size(fitting proposal: Size) -> Size {
        // One row, and all the width offered: a gauge stretches.
        Size(width: proposal.width, height: min(1, proposal.height))
    }

    func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let percent = Int((clamped * 100).rounded())
        let suffix = " \(percent)%"
        var x = area.x
        x += buffer.write(label + " ", x: x, y: area.y, maxWidth: area.maxX - x, style: Style(foreground: .secondary))
        let barWidth = max(0, area.maxX - x - suffix.displayWidth)
        let filled = barWidth * percent / 100
        x += buffer.write(String(repeating: "█", count: filled), x: x, y: area.y, maxWidth: area.maxX - x, style: Style(foreground: .accent))
        x += buffer.write(String(repeating: "░", count: barWidth - filled), x: x, y: area.y, maxWidth: area.maxX - x, style: Style(foreground: .border))
        buffer.write(suffix, x: x, y: area.y, maxWidth: area.maxX - x)
    }
}
// end article: gauge

@Suite("Writing a component, the article's gauge")
struct WritingAComponentArticleTests {
    @Test("the gauge fills its row; a narrow area cuts it instead of drawing outside; hostile text is sanitised")
    func gauge() {
        // article: gauge-tests
        let half = Gauge(label: "CPU", fraction: 0.5).rendered(size: Size(width: 20, height: 1))
        #expect(half.plainTextLines == ["CPU ██████░░░░░░ 50%"])

        let narrow = Gauge(label: "Memory", fraction: 1).rendered(size: Size(width: 5, height: 1))
        #expect(narrow.plainTextLines == ["Memor"])

        let hostile = Gauge(label: "\u{1B}[2J", fraction: .infinity).rendered(size: Size(width: 20, height: 1))
        #expect(!hostile.plainText.contains("\u{1B}"))
        #expect(hostile.plainText.hasSuffix("100%"))
        // end article: gauge-tests
    }

    @Test("inside a stack, the gauge takes the rows it asks for and the width it is given")
    func inStack() {
        let frame = VStack {
            Text("Load")
            Gauge(label: "CPU", fraction: 0.25)
        }.rendered(size: Size(width: 12, height: 3))
        #expect(frame.plainTextLines[1].hasPrefix("CPU █"))
        #expect(frame.plainTextLines[1].hasSuffix("25%"))
    }
}
