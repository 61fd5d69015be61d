import DesignSystem

/// The two players' scores side by side when they fit, else one under the other, each on one
/// line with the name shortened, never the score: a long first name neither pushes the second
/// player off the screen nor hides a number.
struct ScoresLine: Widget {
    /// A player's name and score.
    struct Entry {
        var name: String
        var score: Int
    }

    let first: Entry
    let second: Entry
    /// Writes an entry in the user's language, such as "Ada (3)".
    let format: (String, Int) -> String
    let style: Style

    private static let spacing = 4

    private func sideBySide(in width: Int) -> String? {
        let first = format(first.name, first.score)
        let second = format(second.name, second.score)
        guard first.displayWidth + Self.spacing + second.displayWidth <= width else { return nil }
        return first + String(repeating: " ", count: Self.spacing) + second
    }

    /// `entry` in `width` columns, its name cut before its score is.
    private func line(_ entry: Entry, width: Int) -> String {
        let full = format(entry.name, entry.score)
        guard full.displayWidth > width else { return full }
        let scoreWidth = format("", entry.score).displayWidth
        return format(TextLayout.truncate(entry.name, width: max(1, width - scoreWidth)), entry.score)
    }

    func size(fitting proposal: Size) -> Size {
        if let line = sideBySide(in: proposal.width) { return Size(width: line.displayWidth, height: min(1, proposal.height)) }
        let widest = max(line(first, width: proposal.width).displayWidth, line(second, width: proposal.width).displayWidth)
        return Size(width: min(proposal.width, widest), height: min(2, proposal.height))
    }

    func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        if let line = sideBySide(in: area.width) {
            buffer.write(line, x: area.x, y: area.y, maxWidth: area.width, style: style)
            return
        }
        buffer.write(line(first, width: area.width), x: area.x, y: area.y, maxWidth: area.width, style: style)
        guard area.height > 1 else { return }
        buffer.write(line(second, width: area.width), x: area.x, y: area.y + 1, maxWidth: area.width, style: style)
    }
}
