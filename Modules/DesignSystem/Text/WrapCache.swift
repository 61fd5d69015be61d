import Synchronization

/// The lines of texts wrapped lately, by text and width, shared by the whole process.
///
/// Every frame builds its widgets anew, so a screen's fixed texts (an introduction, a help
/// paragraph) would be wrapped again on every key: most of a small screen's frame. Wrapping
/// depends only on the text and the width, so the lines are kept and reused. The cache is
/// bounded: texts longer than ``maximumTextBytes`` are never kept, and once it holds
/// ``capacity`` entries it starts again empty (screens show a handful of such texts at a time).
final class WrapCache: Sendable {
    static let shared = WrapCache()

    /// The most entries kept.
    static let capacity = 256
    /// The longest text kept, in UTF-8 bytes; a longer one is wrapped every time.
    static let maximumTextBytes = 4096

    private struct Key: Hashable {
        var text: String
        var width: Int
        /// Wrapped under another width rule, a text may break elsewhere.
        var rule = GraphemeWidthRule.current
    }

    private let entries = Mutex([Key: [String]]())

    /// The lines of `text` wrapped to `width`: kept ones, or `wrap()`'s, kept for next time.
    /// `wrap` runs outside the lock.
    func lines(of text: String, width: Int, wrap: () -> [String]) -> [String] {
        guard text.utf8.count <= Self.maximumTextBytes else { return wrap() }
        let key = Key(text: text, width: width)
        if let lines = entries.withLock({ $0[key] }) { return lines }
        let lines = wrap()
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = lines
        }
        return lines
    }

    /// How many entries are kept (for tests).
    var count: Int { entries.withLock { $0.count } }
}
