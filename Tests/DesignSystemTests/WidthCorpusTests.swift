import Foundation
import Testing
import DesignSystem

/// The corpus of `Scripts/generate-width-corpus.py`: strings and the widths `wcwidth` gives them.
private struct WidthCorpus: Decodable {
    struct Entry: Decodable {
        var text: String
        var width: Int
    }

    var wcwidth: String
    var entries: [Entry]
}

@Suite("Display width against wcwidth")
struct WidthCorpusTests {
    @Test("every string of the corpus measures as wcwidth's wcswidth does")
    func corpus() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/width-corpus.json")
        let corpus = try JSONDecoder().decode(WidthCorpus.self, from: Data(contentsOf: file))
        #expect(corpus.entries.count >= 2_000)
        let mismatches = corpus.entries.filter { DisplayWidth.of($0.text) != $0.width }
        for entry in mismatches.prefix(10) {
            let scalars = entry.text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
            Issue.record("\(entry.text) [\(scalars)]: ours \(DisplayWidth.of(entry.text)), wcwidth \(corpus.wcwidth) \(entry.width)")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(corpus.entries.count) strings differ")
        // Buffers place text cluster by cluster; the clusters must add up to the same width.
        let clusterMismatches = corpus.entries.filter { $0.text.reduce(0) { $0 + $1.displayWidth } != $0.width }
        #expect(clusterMismatches.isEmpty, "cluster widths differ for \(clusterMismatches.prefix(5).map(\.text))")
    }
}
