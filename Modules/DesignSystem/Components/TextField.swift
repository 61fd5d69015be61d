/// The text and cursor of a ``TextField``, edited by grapheme cluster, so a Korean syllable, an
/// accented letter or an emoji is inserted, deleted and stepped over whole.
public struct TextFieldState: Sendable, Equatable {
    /// The text, sanitised and on one line.
    public private(set) var text: String
    /// The cursor, in grapheme clusters from the start.
    public private(set) var cursor: Int

    /// Creates a state holding `text` with the cursor at its end.
    public init(text: String = "") {
        self.text = TerminalSanitizer.sanitizeLine(text)
        self.cursor = self.text.count
    }

    /// Inserts `string` (typed or pasted; sanitised, line breaks become spaces) at the cursor.
    public mutating func insert(_ string: String) {
        let clean = TerminalSanitizer.sanitizeLine(string)
        guard !clean.isEmpty else { return }
        let split = text.index(text.startIndex, offsetBy: cursor)
        let before = String(text[..<split]) + clean
        text = before + text[split...]
        // A combining mark may join the cluster before it, so count what the text now holds.
        cursor = before.count
    }

    /// Deletes the grapheme before the cursor.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        let end = text.index(text.startIndex, offsetBy: cursor)
        text.remove(at: text.index(before: end))
        cursor -= 1
    }

    /// Deletes the grapheme after the cursor.
    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor))
    }

    /// Moves the cursor by `delta` graphemes, staying within the text.
    public mutating func moveCursor(by delta: Int) {
        cursor = min(text.count, max(0, cursor + delta))
    }

    /// Empties the field.
    public mutating func clear() {
        text = ""
        cursor = 0
    }

    /// Applies an editing key; returns whether the key was used.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .paste(let string): insert(string)
        case .backspace: deleteBackward()
        case .delete, .control("d"): deleteForward()
        case .left, .control("b"): moveCursor(by: -1)
        case .right, .control("f"): moveCursor(by: 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .control("u"):
            text.removeSubrange(text.startIndex..<text.index(text.startIndex, offsetBy: cursor))
            cursor = 0
        default: return false
        }
        return true
    }
}

/// A one-line text input: the text (or dots, for secure entry) with the cursor, or a
/// placeholder when empty. Text wider than the field scrolls so the cursor stays in view.
public struct TextField: Widget {
    public let state: TextFieldState
    public let placeholder: String
    public var isSecure: Bool
    public var isFocused: Bool

    /// Creates a field showing `state`; the placeholder is sanitised.
    public init(state: TextFieldState, placeholder: String = "", isSecure: Bool = false, isFocused: Bool = false) {
        self.state = state
        self.placeholder = TerminalSanitizer.sanitizeLine(placeholder)
        self.isSecure = isSecure
        self.isFocused = isFocused
    }

    public func size(fitting proposal: Size) -> Size { Size(width: proposal.width, height: 1) }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let underline = Style(foreground: isFocused ? .accent : .border)
        buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), with: "_", style: underline)
        let shown: [Character] = isSecure ? Array(repeating: "•", count: state.text.count) : Array(state.text)
        if shown.isEmpty {
            // The cursor, when focused, sits before the placeholder rather than over its first letter.
            let start = isFocused ? 1 : 0
            buffer.write(TextLayout.truncate(placeholder, width: area.width - start), x: area.x + start, y: area.y,
                         maxWidth: area.width - start, style: Style(foreground: .secondary, dim: true))
        }
        // The first grapheme shown: as late as needed for the cursor to fit.
        var first = 0
        var widthToCursor = shown[..<min(state.cursor, shown.count)].reduce(0) { $0 + $1.displayWidth }
        while widthToCursor > area.width - 1, first < state.cursor {
            widthToCursor -= shown[first].displayWidth
            first += 1
        }
        var x = area.x
        for index in first..<shown.count {
            let width = shown[index].displayWidth
            guard x + width <= area.maxX else { break }
            let isCursor = isFocused && index == state.cursor
            x += buffer.write(String(shown[index]), x: x, y: area.y, maxWidth: area.maxX - x,
                              style: Style(foreground: .text, reverse: isCursor))
        }
        if isFocused, state.cursor >= shown.count, x < area.maxX {
            buffer.write(" ", x: x, y: area.y, style: Style(foreground: .text, reverse: true))
        }
    }
}
