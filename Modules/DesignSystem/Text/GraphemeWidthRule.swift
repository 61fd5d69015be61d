import Synchronization

/// How the terminal draws an emoji ZWJ sequence (👨‍👩‍👧: emoji joined by U+200D ZERO WIDTH
/// JOINER), and so how wide the layout counts it. Every other cluster is measured the same way
/// under both rules.
public enum GraphemeWidthRule: UInt8, Sendable, CaseIterable {
    /// The terminal draws the sequence as one cluster, as wide as its first emoji (2 columns):
    /// terminals with grapheme clustering (mode 2027; Ghostty, Contour and Rio among them).
    case clusters
    /// The terminal draws every code point on its own (xterm draws 👨‍👩‍👧 in 6 columns). The
    /// sequence is then drawn as its emoji one after another, without the joiners, the variation
    /// selectors and the skin-tone modifiers, each as wide as it is alone: widths every terminal
    /// agrees on, clustering or not, so that no line can be drawn wider than laid out.
    case codePoints

    /// The rule every width in the process follows (``DisplayWidth/columns(of:)-(Character)``,
    /// the cell buffer): ``clusters`` until set. The screen host sets it from the terminal's
    /// answer (see ``ScreenHost/graphemeWidths``); a change redraws, since cached layouts are
    /// keyed by it.
    public static var current: GraphemeWidthRule {
        get {
            // Read for every Text and every wide cluster of every frame: the task-local lookup
            // is made only once some task has overridden the rule (tests do; an app never does).
            if isEverOverridden.load(ordering: .relaxed), let override { return override }
            return GraphemeWidthRule(rawValue: stored.load(ordering: .relaxed)) ?? .clusters
        }
        set { stored.store(newValue.rawValue, ordering: .relaxed) }
    }

    /// Runs `body` with `rule` as ``current`` for this task and its children only, leaving the
    /// process's rule alone: for tests, which run side by side.
    public static func with<T>(_ rule: GraphemeWidthRule, _ body: () throws -> T) rethrows -> T {
        // Stored before the override is bound, on this thread: reads in `body` see both.
        isEverOverridden.store(true, ordering: .relaxed)
        return try $override.withValue(rule, operation: body)
    }

    private static let stored = Atomic<UInt8>(GraphemeWidthRule.clusters.rawValue)
    /// Whether ``with(_:_:)`` was ever called in this process.
    private static let isEverOverridden = Atomic<Bool>(false)
    @TaskLocal private static var override: GraphemeWidthRule?
}

/// The emoji ZWJ sequences that ``GraphemeWidthRule/codePoints`` draws apart.
enum ZWJEmoji {
    /// The scalars `cluster` is drawn as under ``GraphemeWidthRule/current``, when that rule
    /// draws it apart: its scalars with a width of their own, skin-tone modifiers left out, each
    /// drawn alone. Nil for a cluster drawn whole (any cluster under ``GraphemeWidthRule/clusters``,
    /// and every cluster but an emoji ZWJ sequence).
    static func drawnApart(_ cluster: Character) -> [Unicode.Scalar]? {
        // The rule first: under clusters (the library's default) nothing else is looked at. The
        // shortest sequence is an emoji, a joiner and a symbol: 4 + 3 + 3 bytes.
        guard GraphemeWidthRule.current == .codePoints, cluster.utf8.count >= 10 else { return nil }
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first, DisplayWidth.contains(WidthTables.extendedPictographic, first.value),
            scalars.contains(where: { $0.value == 0x200D })
        else { return nil }
        return scalars.filter { DisplayWidth.scalarWidth($0.value) > 0 && !(0x1F3FB...0x1F3FF).contains($0.value) }
    }

    /// The columns of what ``drawnApart(_:)`` draws.
    static func columns(of scalars: [Unicode.Scalar]) -> Int {
        scalars.reduce(0) { $0 + DisplayWidth.scalarWidth($1.value) }
    }
}
