import Foundation
import Testing

/// Compares a rendered frame with the plain-text file `Snapshots/<name>.txt` beside the tests.
///
/// A missing file is written and the test fails, so a new snapshot is always looked at once.
/// To re-record on purpose after a deliberate change of the UI:
/// `RECORD_SNAPSHOTS=1 swift test --filter DemoCLITests`, then review the diff.
func expectSnapshot(_ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = folder.appendingPathComponent("\(name).txt")
    let actual = lines.joined(separator: "\n") + "\n"
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? actual.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded snapshot \(name).txt; check it and run the tests again.", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "frame differs from Snapshots/\(name).txt", sourceLocation: sourceLocation)
}
