import Synchronization

/// One grapheme cluster stored by value in 48 bits, so a ``Cell`` is plain data in one word:
/// copying and comparing cells costs no reference counting, and a 200x60 frame is 96 KB, which
/// the frame writer compares with the last one every frame.
///
/// Up to 6 UTF-8 bytes are kept inline, the first in the lowest byte, the unused ones zero: every
/// scalar, and the short clusters of real text (a letter and a combining mark or two, ❤️ with its
/// variation selector, a Hangul syllable written as two jamo). UTF-8 never has a zero byte in a
/// clean cluster, so the length needs no field: it ends at the last byte that is not zero. The
/// lowest byte is never 0xFE or 0xFF in UTF-8, so those tag the other two forms: 0xFE alone is
/// the right half of a wide grapheme, 0xFF the index of a longer cluster (a flag, a skin-tone
/// emoji, a ZWJ sequence), interned once per process, in the five bytes above it. The top 16
/// bits of the word stay zero: a ``Cell`` keeps its style there.
struct Grapheme: Hashable, Sendable {
    /// The grapheme's 48 bits, in the low bits of the word.
    private(set) var bits: UInt64

    static let inlineCapacity = 6
    static let mask: UInt64 = (1 << 48) - 1

    private static let continuationTag: UInt64 = 0xFE
    private static let internedTag: UInt64 = 0xFF

    /// A space.
    static let space = Grapheme(ascii: 0x20)
    /// What a one-column cluster the interner cannot take is drawn as: U+FFFD REPLACEMENT CHARACTER.
    static let narrowStandIn = Grapheme(threeBytes: 0xEF, 0xBF, 0xBD)
    /// What a two-column cluster the interner cannot take is drawn as: U+3013 GETA MARK, a wide
    /// character that says "something was here".
    static let wideStandIn = Grapheme(threeBytes: 0xE3, 0x80, 0x93)
    /// The right half of a wide grapheme.
    static let continuation = Grapheme(bits: continuationTag)

    init(bits: UInt64) {
        self.bits = bits
    }

    /// A single ASCII character.
    init(ascii byte: UInt8) {
        bits = UInt64(byte)
    }

    /// A single three-byte UTF-8 character.
    init(threeBytes first: UInt8, _ second: UInt8, _ third: UInt8) {
        bits = UInt64(first) | UInt64(second) << 8 | UInt64(third) << 16
    }

    /// The grapheme made of `count` (at most 4) bytes of `bytes` from `offset`: one scalar.
    @inline(__always)
    init(utf8Of bytes: UnsafeBufferPointer<UInt8>, from offset: Int, count: Int) {
        var bits: UInt64 = 0
        for index in 0..<count { bits |= UInt64(bytes[offset + index]) << (8 * index) }
        self.bits = bits
    }

    /// The grapheme made of `utf8`, which must be one clean cluster `width` columns wide.
    ///
    /// A long cluster that the interner has no room for (see ``GraphemeInterner``) is drawn as a
    /// stand-in of the same width, so the columns after it stay where they belong.
    init(_ utf8: some Collection<UInt8>, width: Int = 1) {
        guard utf8.count <= Self.inlineCapacity else {
            guard utf8.count <= GraphemeInterner.maximumClusterBytes, let index = GraphemeInterner.shared.index(of: Array(utf8)) else {
                self = width >= 2 ? Self.wideStandIn : Self.narrowStandIn
                return
            }
            bits = UInt64(index) << 8 | Self.internedTag
            return
        }
        var bits: UInt64 = 0
        var shift: UInt64 = 0
        for byte in utf8 {
            bits |= UInt64(byte) << shift
            shift += 8
        }
        self.bits = bits
    }

    /// The first cluster of `text`, sanitised, if it is one column wide; else a space.
    /// The most scalars a cell keeps of one cluster. Terminals keep a handful of combining marks
    /// per cell and drop the rest; the longest emoji sequences (a kiss with two skin tones, a
    /// subdivision flag) have 10, so 16 loses nothing real while a letter with 10,000 marks
    /// costs a cell 64 bytes, not 20 KB, on every frame it is written.
    static let maximumScalarCount = 16

    /// `character`, or its first ``maximumScalarCount`` scalars when it is longer.
    static func capped(_ character: Character) -> Character {
        let scalars = character.unicodeScalars
        guard scalars.count > maximumScalarCount else { return character }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars.prefix(maximumScalarCount))
        // A prefix of a cluster is a cluster; `first` keeps that true whatever the scalars are.
        return String(kept).first ?? " "
    }

    /// What a cell shows for `cluster`, and the columns it takes: the cluster (``capped(_:)``),
    /// or for one wider than ``DisplayWidth/maximumClusterColumns`` (such as `a` with a skin-tone
    /// modifier) the two-column ``wideStandIn``, since terminals disagree on how wide it is and
    /// the columns after it must stay where the layout put them.
    static func drawn(_ cluster: Character) -> (grapheme: Grapheme, width: Int) {
        // Drawn apart (see ``ZWJEmoji``), a sequence in one cell shows its first emoji.
        if let first = ZWJEmoji.drawnApart(cluster)?.first { return (Grapheme(first.utf8), DisplayWidth.scalarWidth(first.value)) }
        let kept = capped(cluster)
        let width = DisplayWidth.of(kept)
        guard width <= DisplayWidth.maximumClusterColumns else { return (wideStandIn, DisplayWidth.maximumClusterColumns) }
        return (Grapheme(kept.utf8, width: width), width)
    }

    static func singleColumn(_ text: String) -> Grapheme {
        if text.utf8.count == 1, let byte = text.utf8.first, byte >= 0x20, byte < 0x7F { return Grapheme(ascii: byte) }
        // A box-drawing glyph, read from the bytes: a lone scalar is clean and at least U+00A0,
        // so this is the case below without walking the scalars (fills ask on every frame).
        let lone = text.utf8.withContiguousStorageIfAvailable { bytes -> Grapheme? in
            guard !bytes.isEmpty, let scalar = LoneScalar(bytes, at: 0), scalar.length == bytes.count, scalar.width == 1 else { return nil }
            return scalar.grapheme
        }
        if let lone, let grapheme = lone { return grapheme }
        // One clean scalar one column wide, such as a box-drawing glyph: no grapheme breaking needed.
        let scalars = text.unicodeScalars
        if let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex, scalar.value >= 0xA0,
            !TerminalSanitizer.needsAttention(scalar), DisplayWidth.scalarWidth(scalar.value) == 1
        {
            return Grapheme(text.utf8)
        }
        guard let first = TerminalSanitizer.sanitize(text).first.map(capped), first.displayWidth == 1 else { return .space }
        return Grapheme(first.utf8)
    }

    var isContinuation: Bool { bits == Self.continuationTag }

    /// The byte of a single printable ASCII character; nil for anything else.
    var asciiByte: UInt8? {
        guard bits >= 0x20, bits < 0x7F else { return nil }
        return UInt8(truncatingIfNeeded: bits)
    }

    private var isInterned: Bool { bits & 0xFF == Self.internedTag }

    /// How many UTF-8 bytes an inline grapheme has: up to its last byte that is not zero.
    @inline(__always)
    private var inlineLength: Int { (71 - bits.leadingZeroBitCount) >> 3 }

    /// Appends the grapheme's UTF-8 bytes to `output`.
    func appendUTF8(to output: inout [UInt8]) {
        if isContinuation { return }
        if isInterned {
            output.append(contentsOf: GraphemeInterner.shared.bytes(at: Int(bits >> 8)))
            return
        }
        for offset in 0..<inlineLength { output.append(UInt8(truncatingIfNeeded: bits >> (8 * offset))) }
    }

    /// Stores the grapheme's UTF-8 bytes in `output`, which must have room for 8 bytes (an
    /// inline grapheme is stored as a whole word); an interned one reserves its own room.
    @inline(__always)
    func store(in output: inout ByteBuffer) {
        if isInterned {
            output.append(GraphemeInterner.shared.bytes(at: Int(bits >> 8)))
        } else if !isContinuation {
            output.store(word: bits, length: inlineLength)
        }
    }

    /// The grapheme as a string; empty for a continuation.
    var string: String {
        var bytes: [UInt8] = []
        appendUTF8(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The long grapheme clusters seen so far, by index, for the cells that show them.
///
/// Cells keep a cluster longer than 6 bytes as its index here, so an entry can never be taken
/// back while a frame might show it; instead the table is bounded. It takes at most ``capacity``
/// (8192) distinct clusters of at most ``maximumClusterBytes`` bytes each (about 1.5 MB if every
/// one were that long); past either bound ``index(of:)`` answers nil and the cell shows a
/// stand-in of the same width. Real text has a few hundred such clusters at most (flags,
/// skin-tone and ZWJ emoji, keycaps, Hangul written as three jamo, some Indic syllables), so
/// only hostile text, such as titles from a server made of endless distinct combining
/// sequences, ever reaches the bound.
final class GraphemeInterner: Sendable {
    static let shared = GraphemeInterner()

    /// The most distinct clusters the shared table keeps.
    static let defaultCapacity = 8192
    /// The longest cluster kept, in UTF-8 bytes; a longer one is hostile (no script needs it).
    static let maximumClusterBytes = 128

    /// The clusters by their UTF-8 bytes: a key of bytes, not a `String`, so two canonically
    /// equivalent clusters (marks in another order) stay two and each is written as it came.
    private struct Table {
        var clusters: [[UInt8]] = []
        var indices: [[UInt8]: Int] = [:]
    }

    private let table = Mutex(Table())
    /// The most distinct clusters this table keeps.
    let capacity: Int

    init(capacity: Int = GraphemeInterner.defaultCapacity) {
        self.capacity = capacity
    }

    /// The index of the cluster `utf8`, interned now if it is new; nil when the table is full
    /// or the cluster is too long to keep.
    func index(of utf8: [UInt8]) -> Int? {
        guard utf8.count <= Self.maximumClusterBytes else { return nil }
        return table.withLock { table -> Int? in
            if let index = table.indices[utf8] { return index }
            guard table.clusters.count < capacity else { return nil }
            table.clusters.append(utf8)
            table.indices[utf8] = table.clusters.count - 1
            return table.clusters.count - 1
        }
    }

    /// The index of the cluster `string`, by its UTF-8 bytes.
    func index(of string: String) -> Int? {
        guard string.utf8.count <= Self.maximumClusterBytes else { return nil }
        return index(of: Array(string.utf8))
    }

    /// The UTF-8 bytes of the cluster at `index`, as kept: sending them copies nothing.
    func bytes(at index: Int) -> [UInt8] {
        table.withLock { $0.clusters[index] }
    }

    func string(at index: Int) -> String {
        String(decoding: bytes(at: index), as: UTF8.self)
    }

    /// How many clusters are interned (for tests).
    var count: Int {
        table.withLock { $0.clusters.count }
    }
}
