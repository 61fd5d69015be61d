import DesignSystem

/// A key as a recording writes it: one character as itself (`"a"`, `"한"`), otherwise a name
/// (`enter`, `ctrl+x`, `alt+x`, `mouse:press:left:10:5`, `focus:in`). A paste is not text of this
/// kind: it is written as an object (`{"paste":"…"}`), so it never collides with a name.
public enum SessionKeyText {
    private static let names: [(String, Key)] = [
        ("enter", .enter), ("tab", .tab), ("backTab", .backTab), ("backspace", .backspace), ("delete", .delete), ("escape", .escape),
        ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("home", .home), ("end", .end), ("pageUp", .pageUp),
        ("pageDown", .pageDown), ("focus:in", .focus(true)), ("focus:out", .focus(false)),
    ]
    private static let keysByName = Dictionary(uniqueKeysWithValues: names)
    private static let mouseKinds: [(String, MouseEvent.Kind)] = [
        ("press", .press), ("release", .release), ("drag", .drag), ("wheelUp", .wheelUp), ("wheelDown", .wheelDown),
    ]
    private static let mouseButtons: [(String, MouseEvent.Button)] = [("left", .left), ("middle", .middle), ("right", .right), ("none", .none)]

    /// The text for `key`; nil for a paste, which is written as an object instead.
    public static func text(for key: Key) -> String? {
        switch key {
        case .character(let character): return String(character)
        case .control(let character): return "ctrl+" + String(character)
        case .alt(let character): return "alt+" + String(character)
        case .paste: return nil
        case .mouse(let event):
            let kind = mouseKinds.first { $0.1 == event.kind }!.0
            let button = mouseButtons.first { $0.1 == event.button }!.0
            return "mouse:\(kind):\(button):\(event.x):\(event.y)"
        default:
            return names.first { $0.1 == key }?.0
        }
    }

    /// The key `text` names; nil when it names none.
    public static func key(for text: String) -> Key? {
        if text.count == 1, let character = text.first { return .character(character) }
        if let key = keysByName[text] { return key }
        if let rest = text.dropPrefix("ctrl+"), rest.count == 1, let character = rest.first { return .control(character) }
        if let rest = text.dropPrefix("alt+"), rest.count == 1, let character = rest.first { return .alt(character) }
        if let rest = text.dropPrefix("mouse:") {
            let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 4, let kind = mouseKinds.first(where: { $0.0 == parts[0] })?.1,
                let button = mouseButtons.first(where: { $0.0 == parts[1] })?.1, let x = Int(parts[2]), let y = Int(parts[3]),
                (0...MouseEvent.maximumCoordinate).contains(x), (0...MouseEvent.maximumCoordinate).contains(y)
            else { return nil }
            return .mouse(MouseEvent(kind: kind, button: button, x: x, y: y))
        }
        return nil
    }
}

extension String {
    fileprivate func dropPrefix(_ prefix: String) -> Substring? {
        hasPrefix(prefix) ? dropFirst(prefix.count) : nil
    }
}
