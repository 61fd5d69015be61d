/// A key and what it does, shown in a screen's status bar.
public struct KeyHint: Sendable, Hashable {
    /// How long a hint stays when the bar is too narrow for all of them.
    public enum Priority: Int, Sendable, Hashable, Comparable {
        /// Left out first, from the last one back.
        case normal
        /// The way out of the screen or the app: the last to go.
        case wayOut

        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The keys that leave a screen or the app; their hints are the way out unless said otherwise.
    public static let wayOutKeys = Set(wayOutKeyList)
    /// The same keys in a list: a hint is made on every frame, and comparing three short
    /// strings costs less than hashing one.
    private static let wayOutKeyList = ["Esc", "q", "^C"]

    /// The key's name, kept sanitised however it is set.
    @SanitizedLine public var key: String
    /// What the key does, kept sanitised however it is set.
    @SanitizedLine public var label: String
    /// How long the hint stays on a narrow bar.
    public var priority: Priority

    /// Creates a hint such as `KeyHint(key: "q", label: "Quit")`; both are sanitised. Without a
    /// `priority`, the keys of ``wayOutKeys`` are the way out and the others normal.
    public init(key: String, label: String, priority: Priority? = nil) {
        self.key = key
        self.label = label
        self.priority = priority ?? (Self.wayOutKeyList.contains(key) ? .wayOut : .normal)
    }
}

/// One row of key hints, `key label` pairs, in the order given. When they do not all fit, the
/// normal hints are left out whole from the last one back, so the way out (Back, Quit) stays.
///
/// With ``anchors`` (where each key's hint stood on the screen's earlier frames) a hint keeps its
/// place when one before it goes away: the gap stays, so a click aimed at a hint a moment ago
/// never lands on its neighbour. A hint is moved right only when it must make room.
public struct KeyHintBar: Widget {
    /// The hints, in the order they are offered.
    public var hints: [KeyHint]
    /// The column (from the bar's start) each key's hint stood at before; empty for a bar
    /// without a past.
    public var anchors: [String: Int]

    /// Creates a bar of `hints`, in order of importance, keeping each at its place in `anchors`.
    public init(_ hints: [KeyHint], anchors: [String: Int] = [:]) {
        self.hints = hints
        self.anchors = anchors
    }

    /// Where each hint that fits in `width` columns is drawn, from the bar's start: its anchor
    /// when that is not left of where the hint before it ends, else just after that hint. Where
    /// kept places would push a hint off the bar, none is kept.
    public func placements(width: Int) -> [(hint: KeyHint, x: Int)] {
        let fitting = fittingHints(width: width).hints
        func place(keepingAnchors: Bool) -> (placements: [(hint: KeyHint, x: Int)], end: Int) {
            var placements: [(hint: KeyHint, x: Int)] = []
            var end = 0
            for hint in fitting {
                var x = placements.isEmpty ? 0 : end + 2
                if keepingAnchors, let anchor = anchors[hint.key], anchor > x { x = anchor }
                placements.append((hint, x))
                end = x + hint.key.displayWidth + 1 + hint.label.displayWidth
            }
            return (placements, end)
        }
        let kept = place(keepingAnchors: !anchors.isEmpty)
        return kept.end <= width ? kept.placements : place(keepingAnchors: false).placements
    }

    public func size(fitting proposal: Size) -> Size {
        Size(width: min(proposal.width, fittingHints(width: proposal.width).width), height: hints.isEmpty ? 0 : 1)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        for (hint, offset) in placements(width: area.width) {
            var x = area.x + offset
            let start = x
            x += buffer.write(hint.key, x: x, y: area.y, maxWidth: area.maxX - x, style: Style(foreground: .accent, bold: true))
            x += buffer.write(" " + hint.label, x: x, y: area.y, maxWidth: area.maxX - x, style: Style(foreground: .secondary))
            if let key = hint.pressedKey { buffer.addHitRegion(Rect(x: start, y: area.y, width: x - start, height: 1), .press([key])) }
        }
    }

    /// The hints shown in `width` columns: the most important first (in the given order within a
    /// priority), each taken only while it fits, then put back in the given order.
    func fittingHints(width: Int) -> (hints: [KeyHint], width: Int) {
        let byImportance = hints.indices.sorted { hints[$0].priority != hints[$1].priority ? hints[$0].priority > hints[$1].priority : $0 < $1 }
        var chosen: [Int] = []
        var used = 0
        for index in byImportance {
            let hint = hints[index]
            let hintWidth = hint.key.displayWidth + 1 + hint.label.displayWidth + (chosen.isEmpty ? 0 : 2)
            guard used + hintWidth <= width else {
                // Normal hints go from the last one back, so none after one that did not fit shows;
                // a way-out hint that does not fit leaves the room to a shorter one.
                if hint.priority == .wayOut { continue }
                break
            }
            chosen.append(index)
            used += hintWidth
        }
        return (chosen.sorted().map { hints[$0] }, used)
    }
}
