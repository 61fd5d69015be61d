/// `wcswidth`'s walk over the scalars of a text, one scalar at a time: widths gather per
/// cluster and are added when the next cluster starts, so a mark, selector or joiner can still
/// change its cluster's width. See ``DisplayWidth`` for the rules.
struct WidthMeter {
    private var total = 0
    private var clusterWidth = 0
    /// The last scalar measured with a width, which a VS15/VS16 or a mark may still change.
    private var base: UInt32?
    private var baseIsOpen = false
    private var baseWidth = 0
    private var afterVirama = false
    private var skipsNext = false
    private var precedingIndicators = 0

    /// The columns of what has been added.
    var width: Int { total + clusterWidth }

    /// Adds the scalar `value`, whose width on its own is `width` (``DisplayWidth/scalarWidth(_:)``).
    mutating func add(_ value: UInt32, width: Int) {
        let isIndicator = (0x1F1E6...0x1F1FF).contains(value)
        defer { precedingIndicators = isIndicator ? precedingIndicators + 1 : 0 }
        if skipsNext {
            // The character after a zero-width joiner is part of the sequence it joins.
            skipsNext = false
            return
        }
        if value == 0x200D {
            // After a virama the joiner only shapes the conjunct; the virama still joins.
            if !afterVirama {
                skipsNext = true
                baseWidth = 0
            }
            return
        }
        if value == 0xFE0F, baseIsOpen, let base {
            if DisplayWidth.contains(WidthTables.widenedByVS16, base) { clusterWidth = 2 }
            baseIsOpen = false
            return
        }
        if value == 0xFE0E, baseIsOpen, let base {
            if baseWidth == 2, DisplayWidth.contains(WidthTables.narrowedByVS15, base) { total -= 1 }
            baseIsOpen = false
            return
        }
        if isIndicator, precedingIndicators % 2 == 1 {
            // The second indicator of a pair: the flag is as wide as its first.
            base = value
            return
        }
        if (0x1F3FB...0x1F3FF).contains(value), let base, isEmojiBase(base) { return }
        if width > 0 {
            if afterVirama {
                clusterWidth = 2
            } else {
                total += clusterWidth
                clusterWidth = width
            }
            base = value
            baseIsOpen = true
            baseWidth = width
            afterVirama = false
        } else if DisplayWidth.contains(WidthTables.virama, value) {
            afterVirama = true
        } else if baseIsOpen, DisplayWidth.contains(WidthTables.spacingMark, value) {
            clusterWidth = 2
            baseIsOpen = false
            afterVirama = false
        } else {
            afterVirama = false
        }
    }

    /// Whether a skin-tone modifier after `value` belongs to it: an emoji or a regional indicator.
    private func isEmojiBase(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value) || DisplayWidth.contains(WidthTables.extendedPictographic, value)
    }
}
