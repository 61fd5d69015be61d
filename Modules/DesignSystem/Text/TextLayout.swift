/// Breaks text into lines by display width and shortens lines that do not fit.
public enum TextLayout {
    /// The ellipsis that marks shortened text.
    public static let ellipsis = "…"

    /// Wraps `text` into lines of at most `width` columns, breaking at spaces where it can and
    /// inside words (or between CJK characters) where it must. Newlines start new lines.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        // Most text on a screen is one line that fits: one measuring pass gives the same line
        // the character-by-character build below would.
        if !text.containsLineFeed, text.displayWidth <= width { return [trimmingTrailingSpaces(text)] }
        // Longer text is wrapped once per width, not on every frame that shows it.
        return WrapCache.shared.lines(of: text, width: width) { wrapParagraphs(text, width: width) }
    }

    /// ``wrap(_:width:)`` of text that does not fit one line, worked out anew each time.
    static func wrapParagraphs(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrapParagraph(Substring(paragraph), width: width)
        }
        return lines
    }

    /// `text` cut to at most `width` columns, ending in "…" when something was cut.
    public static func truncate(_ text: String, width: Int) -> String {
        truncateMeasuring(text, width: width).text
    }

    /// ``truncate(_:width:)`` and the width of what it returns, measured once: a table row
    /// needs both, and measuring is most of the work.
    static func truncateMeasuring(_ text: String, width: Int) -> (text: String, width: Int) {
        guard width > 0 else { return ("", 0) }
        let fullWidth = text.displayWidth
        guard fullWidth > width else { return (text, fullWidth) }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = character.displayWidth
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        // "title …" reads as a gap; the ellipsis belongs against the last word.
        while result.last == " " {
            result.removeLast()
            used -= 1
        }
        return (result + ellipsis, used + 1)
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        // The position in `line` just after its last space, where the line may break.
        var lastBreak: String.Index?
        for character in paragraph {
            let characterWidth = character.displayWidth
            if character == " " && lineWidth == 0 && !lines.isEmpty { continue }
            if lineWidth + characterWidth > width {
                if character == " " {
                    lines.append(trimmingTrailingSpaces(line))
                    line = ""
                    lineWidth = 0
                    lastBreak = nil
                    continue
                }
                if let breakIndex = lastBreak {
                    lines.append(trimmingTrailingSpaces(String(line[..<breakIndex])))
                    line = String(line[breakIndex...])
                } else {
                    lines.append(line)
                    line = ""
                }
                lineWidth = line.displayWidth
                lastBreak = nil
            }
            line.append(character)
            lineWidth += characterWidth
            if character == " " { lastBreak = line.endIndex }
        }
        lines.append(trimmingTrailingSpaces(line))
        return lines
    }

    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
