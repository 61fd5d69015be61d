/// A key and what it does, shown in a screen's status bar.
public struct KeyHint: Sendable, Hashable {
    /// The key's name, kept sanitised however it is set.
    @SanitizedLine public var key: String
    /// What the key does, kept sanitised however it is set.
    @SanitizedLine public var label: String

    /// Creates a hint such as `KeyHint(key: "q", label: "Quit")`; both are sanitised.
    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}

/// One row of key hints, `key label` pairs; the hints that do not fit are left out whole.
public struct KeyHintBar: Widget {
    public var hints: [KeyHint]

    /// Creates a bar of `hints`, in order of importance.
    public init(_ hints: [KeyHint]) {
        self.hints = hints
    }

    public func size(fitting proposal: Size) -> Size {
        Size(width: min(proposal.width, fittingHints(width: proposal.width).width), height: hints.isEmpty ? 0 : 1)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        var x = area.x
        for (index, hint) in fittingHints(width: area.width).hints.enumerated() {
            if index > 0 { x += buffer.write("  ", x: x, y: area.y) }
            x += buffer.write(hint.key, x: x, y: area.y, maxWidth: area.maxX - x, style: Style(foreground: .accent, bold: true))
            x += buffer.write(" " + hint.label, x: x, y: area.y, maxWidth: area.maxX - x, style: Style(foreground: .secondary))
        }
    }

    private func fittingHints(width: Int) -> (hints: [KeyHint], width: Int) {
        var shown: [KeyHint] = []
        var used = 0
        for hint in hints {
            let hintWidth = hint.key.displayWidth + 1 + hint.label.displayWidth + (shown.isEmpty ? 0 : 2)
            guard used + hintWidth <= width else { break }
            shown.append(hint)
            used += hintWidth
        }
        return (shown, used)
    }
}
