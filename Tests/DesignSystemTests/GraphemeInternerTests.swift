import Testing

@testable import DesignSystem

/// The table of long grapheme clusters is bounded: hostile text cannot make it grow for ever.
@Suite("Grapheme interner bounds")
struct GraphemeInternerTests {
    /// A distinct one-column cluster of 15 bytes for each `number`: "e" and seven combining marks,
    /// all of one combining class, so no two are canonically equivalent.
    static func longCluster(_ number: Int) -> String {
        var scalars = "e".unicodeScalars.map { $0 }
        var rest = number
        for _ in 0..<7 {
            scalars.append(Unicode.Scalar(0x300 + UInt32(rest % 0x10))!)
            rest /= 0x10
        }
        return String(String.UnicodeScalarView(scalars))
    }

    @Test("a flood of 10,000 distinct long clusters stops at the table's capacity; what it holds stays")
    func floodStopsAtCapacity() {
        // A table of its own: the shared one serves every other test in this process.
        let table = GraphemeInterner(capacity: 256)
        let first = table.index(of: Self.longCluster(0))
        var refused = 0
        for number in 1..<10_000 where table.index(of: Self.longCluster(number)) == nil { refused += 1 }
        #expect(table.count == 256)
        #expect(refused == 10_000 - 256)
        // What was kept before the table filled is still found, at the same index.
        #expect(first != nil && table.index(of: Self.longCluster(0)) == first)
        #expect(table.string(at: first!) == Self.longCluster(0))
    }

    @Test("a cluster longer than any script needs is not kept at all")
    func overlongClusterRefused() {
        let table = GraphemeInterner()
        let overlong = "a" + String(repeating: "\u{301}", count: 1_000)
        #expect(overlong.count == 1)
        #expect(table.index(of: overlong) == nil)
        #expect(table.count == 0)
    }

    @Test("the stand-ins for a refused cluster keep its width: one column, or two")
    func standInsKeepTheWidth() {
        #expect(Grapheme.narrowStandIn.string == "\u{FFFD}")
        #expect(Grapheme.narrowStandIn.string.first!.displayWidth == 1)
        #expect(Grapheme.wideStandIn.string.first!.displayWidth == 2)
        #expect(Grapheme("a\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}".utf8, width: 1).string.count == 1)
    }
}
