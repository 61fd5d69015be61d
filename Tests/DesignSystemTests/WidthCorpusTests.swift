import DesignSystem
import Foundation
import Testing

/// The corpus of `Scripts/generate-width-corpus.py`: strings, the width `wcwidth` 0.9.4's
/// `wcswidth` gives each, and each grapheme cluster of `iter_graphemes` as its length in
/// scalars and the width `wcswidth` gives it alone.
private struct WidthCorpus: Decodable {
    struct Entry: Decodable {
        var text: String
        var width: Int
        var clusters: [[Int]]

        /// The clusters as wcwidth splits them, with the width it gives each.
        var wcwidthClusters: [(text: String, width: Int)] {
            var scalars = text.unicodeScalars[...]
            return clusters.map { cluster in
                let text = String(String.UnicodeScalarView(scalars.prefix(cluster[0])))
                scalars = scalars.dropFirst(cluster[0])
                return (text, cluster[1])
            }
        }
    }

    var wcwidth: String
    var entries: [Entry]

    static func load() throws -> WidthCorpus {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/width-corpus.json")
        return try JSONDecoder().decode(WidthCorpus.self, from: Data(contentsOf: file))
    }
}

private func scalars(_ text: some StringProtocol) -> String {
    text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
}

@Suite("Display width against wcwidth 0.9.4")
struct WidthCorpusTests {
    @Test("the corpus is wcwidth 0.9.4's and large enough")
    func corpusVersion() throws {
        let corpus = try WidthCorpus.load()
        #expect(corpus.wcwidth == "0.9.4")
        #expect(corpus.entries.count >= 5_000)
    }

    @Test("every string of the corpus measures as wcswidth measures it")
    func strings() throws {
        let corpus = try WidthCorpus.load()
        let mismatches = corpus.entries.filter { DisplayWidth.of($0.text) != $0.width }
        for entry in mismatches.prefix(10) {
            Issue.record("\(entry.text) [\(scalars(entry.text))]: ours \(DisplayWidth.of(entry.text)), wcwidth \(entry.width)")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(corpus.entries.count) strings differ")
    }

    @Test("every grapheme cluster of the corpus measures as wcswidth measures it")
    func clusters() throws {
        let corpus = try WidthCorpus.load()
        let clusters = corpus.entries.flatMap(\.wcwidthClusters)
        let mismatches = clusters.filter { DisplayWidth.of($0.text) != $0.width }
        for cluster in mismatches.prefix(10) {
            Issue.record("[\(scalars(cluster.text))]: ours \(DisplayWidth.of(cluster.text)), wcwidth \(cluster.width)")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(clusters.count) clusters differ")
    }

    /// Swift splits text by the Unicode version of its standard library, wcwidth 0.9.4 by
    /// Unicode 18, whose conjunct rule (GB9c) joins more Brahmic consonants across a virama.
    /// Everywhere else the two splits, and so the widths of ``Character``s, are the same; drawn,
    /// a cluster wcwidth makes wider than 2 takes 2 (the one width rule of ``DisplayWidth``).
    @Test("Swift's grapheme clusters are wcwidth's, but for Brahmic conjuncts, and measure the same")
    func characters() throws {
        let corpus = try WidthCorpus.load()
        var differentSplits = 0
        for entry in corpus.entries {
            let expected = entry.wcwidthClusters
            guard entry.text.map(\.unicodeScalars.count) == expected.map(\.text.unicodeScalars.count) else {
                differentSplits += 1
                let isBrahmic = entry.text.unicodeScalars.contains { (0x0900...0x0DFF).contains($0.value) || (0x1780...0x17FF).contains($0.value) }
                #expect(isBrahmic, "Swift splits \(entry.text) [\(scalars(entry.text))] unlike wcwidth")
                continue
            }
            #expect(entry.text.map { DisplayWidth.of(String($0)) } == expected.map(\.width), "\(entry.text) [\(scalars(entry.text))]")
            // Drawn, no cluster takes more than 2 columns: the corpus holds the cluster rule
            // (a terminal with mode 2027), whatever the process's rule is.
            let drawn = GraphemeWidthRule.with(.clusters) { entry.text.map(\.displayWidth) }
            #expect(drawn == expected.map { min($0.width, 2) }, "\(entry.text) [\(scalars(entry.text))]")
        }
        #expect(differentSplits < corpus.entries.count / 100, "\(differentSplits) strings split differently")
    }
}
