/// The text and cursor of a ``TextField``, edited by grapheme cluster, so a Korean syllable, an
/// accented letter or an emoji is inserted, deleted and stepped over whole.
///
/// Typing and deleting at the end of the text (the usual case) cost time for the typed text
/// only, however long the field already is; the field's drawing costs time for what it shows.
/// Edits elsewhere cost time in the length of the text.
public struct TextFieldState: Sendable, Equatable {
    /// The text, sanitised and on one line.
    public private(set) var text: String
    /// The cursor, in grapheme clusters from the start.
    public private(set) var cursor: Int
    /// The number of grapheme clusters in `text`, kept so that it is never counted again.
    private var count: Int
    /// Where the cursor is in `text`.
    private(set) var cursorIndex: String.Index

    /// Creates a state holding `text` with the cursor at its end.
    public init(text: String = "") {
        self.text = TerminalSanitizer.sanitizeLine(text)
        self.count = self.text.count
        self.cursor = count
        self.cursorIndex = self.text.endIndex
    }

    /// Inserts `string` (typed or pasted; sanitised, line breaks become spaces) at the cursor.
    public mutating func insert(_ string: String) {
        let clean = TerminalSanitizer.sanitizeLine(string)
        guard !clean.isEmpty else { return }
        guard cursor == count else {
            let before = String(text[..<cursorIndex]) + clean
            text = before + text[cursorIndex...]
            // A combining mark may join the cluster before it, so count what the text now holds.
            setCursor(before.count)
            count = text.count
            return
        }
        // At the end: only the last cluster and the new text can change their segmentation.
        let tailStart = text.isEmpty ? text.startIndex : text.index(before: text.endIndex)
        let tailOffset = text.utf8.distance(from: text.startIndex, to: tailStart)
        let clustersBeforeTail = text.isEmpty ? 0 : count - 1
        text.append(clean)
        let newTailStart = text.utf8.index(text.startIndex, offsetBy: tailOffset)
        count = clustersBeforeTail + text[newTailStart...].count
        cursor = count
        cursorIndex = text.endIndex
    }

    /// Deletes the grapheme before the cursor.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.removeSubrange(text.index(before: cursorIndex)..<cursorIndex)
        guard cursor < count else {
            // The last grapheme: what is left before it keeps its segmentation.
            count -= 1
            cursor -= 1
            cursorIndex = text.endIndex
            return
        }
        // Elsewhere the graphemes either side may join (two halves of a flag), so count again.
        count = text.count
        setCursor(min(cursor - 1, count))
    }

    /// Deletes the grapheme after the cursor.
    public mutating func deleteForward() {
        guard cursor < count else { return }
        text.remove(at: cursorIndex)
        count = text.count
        setCursor(min(cursor, count))
    }

    /// Moves the cursor by `delta` graphemes, staying within the text.
    public mutating func moveCursor(by delta: Int) {
        let target = min(count, max(0, cursor + delta))
        cursorIndex = text.index(cursorIndex, offsetBy: target - cursor)
        cursor = target
    }

    /// Empties the field.
    public mutating func clear() {
        text = ""
        count = 0
        setCursor(0)
    }

    private mutating func setCursor(_ position: Int) {
        cursor = position
        cursorIndex = text.index(text.startIndex, offsetBy: position)
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
        case .home, .control("a"): setCursor(0)
        case .end, .control("e"):
            cursor = count
            cursorIndex = text.endIndex
        case .control("u"):
            text.removeSubrange(text.startIndex..<cursorIndex)
            count = text.count
            setCursor(0)
        default: return false
        }
        return true
    }
}

/// A one-line text input: the text (or dots, for secure entry) with the cursor, or a
/// placeholder when empty. Text wider than the field scrolls so the cursor stays in view.
public struct TextField: Widget {
    /// The text and cursor being edited.
    public let state: TextFieldState
    /// The text shown, in the secondary colour, while the field is empty.
    public let placeholder: String
    /// Whether each character is drawn as a bullet (passwords).
    public var isSecure: Bool
    /// Whether the field has the focus and shows its cursor.
    public var isFocused: Bool
    /// The keys a click on the field plays: those that give it the focus (none, no click).
    public var click: [Key] = []

    /// Creates a field showing `state`; the placeholder is sanitised.
    public init(state: TextFieldState, placeholder: String = "", isSecure: Bool = false, isFocused: Bool = false) {
        self.state = state
        self.placeholder = TerminalSanitizer.sanitizeLine(placeholder)
        self.isSecure = isSecure
        self.isFocused = isFocused
    }

    /// Creates a field showing `state` that a click focuses by playing `click` (see
    /// ``FocusRing/keys(toFocus:)``); the placeholder is sanitised.
    public init(state: TextFieldState, placeholder: String = "", isSecure: Bool = false, isFocused: Bool = false, click: [Key]) {
        self.init(state: state, placeholder: placeholder, isSecure: isSecure, isFocused: isFocused)
        self.click = click
    }

    public func size(fitting proposal: Size) -> Size { Size(width: proposal.width, height: 1) }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let underline = Style(foreground: isFocused ? .accent : .border)
        buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), with: "_", style: underline)
        if !click.isEmpty { buffer.addHitRegion(Rect(x: area.x, y: area.y, width: area.width, height: 1), .press(click)) }
        let text = state.text
        if text.isEmpty {
            // The cursor, when focused, sits before the placeholder rather than over its first
            // letter; unfocused, the placeholder keeps that place, so fields line up either way.
            let start = 1
            buffer.write(
                TextLayout.truncate(placeholder, width: area.width - start), x: area.x + start, y: area.y,
                maxWidth: area.width - start, style: Style(foreground: .secondary))
        }
        func width(_ character: Character) -> Int { isSecure ? 1 : character.displayWidth }
        // The first grapheme shown: as late as needed for the cursor to fit. Found by walking
        // back from the cursor, so the cost is the field's width, not the text's length.
        var first = state.cursorIndex
        var widthToCursor = 0
        while first > text.startIndex {
            let previous = text.index(before: first)
            let characterWidth = width(text[previous])
            guard widthToCursor + characterWidth <= area.width - 1 else { break }
            widthToCursor += characterWidth
            first = previous
        }
        var x = area.x
        var index = first
        while index < text.endIndex {
            let character = text[index]
            let characterWidth = width(character)
            guard x + characterWidth <= area.maxX else { break }
            let isCursor = isFocused && index == state.cursorIndex
            if isCursor { buffer.markCaret(x: x, y: area.y) }
            x += buffer.write(
                isSecure ? "•" : String(character), x: x, y: area.y, maxWidth: area.maxX - x,
                style: Style(foreground: .text, reverse: isCursor))
            index = text.index(after: index)
        }
        if isFocused, state.cursorIndex == text.endIndex, x < area.maxX {
            buffer.write(" ", x: x, y: area.y, style: Style(foreground: .text, reverse: true))
            buffer.markCaret(x: x, y: area.y)
        }
    }
}
