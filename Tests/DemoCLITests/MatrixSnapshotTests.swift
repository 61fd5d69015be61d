import DesignSystem
import Foundation
import Resources
import Testing

@testable import DemoCLI

/// The catalog's ``SnapshotMatrix``: every state of every screen at 40x12, 80x24 and 200x60, in
/// English, Korean and Japanese, compared as text with one file per screen and size in
/// `Snapshots/Matrix/`; and over the same frames, the rules every screen keeps: the way out is
/// never cut from the status bar, and a selection shows without colour.
@MainActor
@Suite("Snapshot matrix", .timeLimit(.minutes(3)), .takesTurnsOnTheMainActor)
struct MatrixSnapshotTests {
    nonisolated static let regenerate = "RECORD_SNAPSHOTS=1 swift test --filter DemoCLITests.MatrixSnapshotTests"

    @Test("every state of every screen, at each size and in each language, matches its matrix file", arguments: ScreenSnapshotTests.screenNames)
    func snapshots(screen: String) async throws {
        let entries = SnapshotMatrix.entries(screen: screen).filter { $0.colorMode == .trueColor }
        #expect(!entries.isEmpty)
        for size in SnapshotMatrix.sizes {
            var text = ""
            for entry in entries where entry.size == size {
                await Task.yield()  // lets the main actor serve others between frames
                let frame = try #require(SnapshotMatrix.frame(of: entry))
                // Colour is applied when a frame is encoded: the text is the same under NO_COLOR.
                #expect(frame.size == size)
                text += "=== \(entry.state) · \(entry.language.rawValue)\n" + frame.plainTextLines.joined(separator: "\n") + "\n"
            }
            expectMatrixFile(text, named: "\(screen)-\(size)")
        }
    }

    @Test("no frame cuts the hint that leads out (Esc Back, q Quit), at any size, in any language", arguments: ScreenSnapshotTests.screenNames)
    func wayOutStays(screen: String) async throws {
        for entry in SnapshotMatrix.entries(screen: screen) where entry.colorMode == .none {
            await Task.yield()  // lets the main actor serve others between frames
            let statusBar = try #require(SnapshotMatrix.frame(of: entry)?.plainTextLines.last)
            let wayOut = SnapshotMatrix.wayOutHints(of: entry)
            // Every frame offers a way out: Quit at least (q, or ^C while a field has the keys).
            #expect(wayOut.contains { $0.key == "q" || $0.key == "^C" }, "\(entry.name)")
            for hint in wayOut {
                #expect(statusBar.contains("\(hint.key) \(hint.label)"), "\(entry.name): \(statusBar)")
            }
        }
    }

    @Test("every selection shows under NO_COLOR: a row in the selection colour carries › or reverse video", arguments: ScreenSnapshotTests.screenNames)
    func selectionWithoutColour(screen: String) async throws {
        for entry in SnapshotMatrix.entries(screen: screen) where entry.colorMode == .none {
            await Task.yield()  // lets the main actor serve others between frames
            let frame = try #require(SnapshotMatrix.frame(of: entry))
            for y in 0..<frame.size.height {
                let cells = (0..<frame.size.width).map { frame[$0, y] }
                guard cells.contains(where: { $0.style.background == .selection }) else { continue }
                let marked = cells.contains { $0.grapheme == "›" || $0.style.isReversed }
                #expect(marked, "\(entry.name), row \(y): \(frame.plainTextLines[y])")
            }
        }
    }
}

/// Compares `text` with `Snapshots/Matrix/<name>.txt`; a missing file is written and fails, and
/// a mismatch says how to record the files again after a deliberate change.
private func expectMatrixFile(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/Matrix")
    let file = folder.appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded Snapshots/Matrix/\(name).txt; check it and run the tests again.", sourceLocation: sourceLocation)
        return
    }
    #expect(
        text == expected, "frames differ from Snapshots/Matrix/\(name).txt; after a deliberate change: \(MatrixSnapshotTests.regenerate)",
        sourceLocation: sourceLocation)
}
