import Testing

@testable import DesignSystem

/// A cell is one word: a cluster of up to 6 UTF-8 bytes kept inline, a longer one by its index
/// in the interner, the style above it. Every form reads back as the cluster written, and the
/// bytes the frame writer sends are the cluster's own.
@Suite("Cell storage")
struct CellStorageTests {
    /// Clusters of every inline length, the 6-byte edge and past it.
    static let clusters: [(cluster: String, bytes: Int)] = [
        ("a", 1), ("é", 2), ("한", 3), ("🎉", 4), ("e\u{301}\u{302}", 5), ("❤️", 6), ("\u{1100}\u{1161}", 6),
        ("1️⃣", 7), ("🇰🇷", 8), ("👍🏽", 8), ("\u{1100}\u{1161}\u{11A8}", 9), ("👩‍💻", 11),
        ("👨🏻\u{200D}👩🏻\u{200D}👧🏻\u{200D}👦🏻", 41),
    ]

    @Test("a cell is one word, so a 200x60 frame is 96 KB")
    func oneWord() {
        #expect(MemoryLayout<Cell>.size == 8)
        #expect(MemoryLayout<Cell>.stride * 200 * 60 == 96_000)
    }

    @Test("every cluster reads back whole, inline up to 6 bytes and interned past them", arguments: clusters)
    func readsBack(cluster: String, bytes: Int) {
        #expect(cluster.utf8.count == bytes)
        #expect(cluster.count == 1)
        let cell = Cell(grapheme: cluster, style: Style(foreground: .accent, bold: true))
        #expect(cell.grapheme == cluster)
        #expect(cell.style == Style(foreground: .accent, bold: true))
        #expect(!cell.isContinuation)
    }

    @Test("the frame writer sends each cluster's own bytes and nothing of the bytes around it", arguments: clusters)
    func storesItsBytes(cluster: String, bytes: Int) {
        let grapheme = Grapheme(Array(cluster.utf8), width: cluster.first!.displayWidth)
        var output = ByteBuffer(capacity: 64)
        output.reserve(16)
        grapheme.store(in: &output)
        output.reserve(16)
        Grapheme(ascii: UInt8(ascii: "|")).store(in: &output)
        #expect(output.array(prefix: [], suffix: []) == Array(cluster.utf8) + [UInt8(ascii: "|")])
    }

    @Test("a style change keeps the cluster, and a cluster change keeps the style")
    func partsAreIndependent() {
        var cell = Cell(grapheme: "❤️", style: Style(foreground: .destructive))
        cell.style = Style(background: .selection, reverse: true)
        #expect(cell.grapheme == "❤️")
        cell.content = .space
        #expect(cell.style == Style(background: .selection, reverse: true))
        #expect(cell.grapheme == " ")
    }

    @Test("the continuation half draws nothing and is told apart from every cluster")
    func continuation() {
        let cell = Cell(grapheme: "", style: .plain, isContinuation: true)
        #expect(cell.isContinuation)
        #expect(cell.grapheme.isEmpty)
        var output = ByteBuffer(capacity: 16)
        output.reserve(16)
        Grapheme.continuation.store(in: &output)
        #expect(output.array(prefix: [], suffix: []).isEmpty)
        for (cluster, _) in Self.clusters { #expect(!Cell(grapheme: cluster, style: .plain).isContinuation) }
    }

    @Test("only a single printable ASCII character has an ASCII byte")
    func asciiByte() {
        #expect(Grapheme(ascii: UInt8(ascii: "x")).asciiByte == UInt8(ascii: "x"))
        #expect(Grapheme.space.asciiByte == 0x20)
        for (cluster, bytes) in Self.clusters where bytes > 1 {
            #expect(Grapheme(Array(cluster.utf8), width: 1).asciiByte == nil)
        }
        #expect(Grapheme.continuation.asciiByte == nil)
    }
}
