import DesignSystem
import Foundation
import Resources
import Testing

@testable import DemoCLI

/// The accessible form of every frame of the ``SnapshotMatrix`` (`--accessible`): an
/// announcement line above the status bar names the screen, and every frame marks a focus
/// inside the screen for the terminal's cursor.
@MainActor
@Suite("Snapshot matrix in accessible mode", .timeLimit(.minutes(3)), .takesTurnsOnTheMainActor)
struct AccessibleMatrixTests {
    @Test(
        "every accessible frame has the announcement above the status bar and a focus for the cursor on a drawn cell",
        arguments: ScreenSnapshotTests.screenNames)
    func focusAndAnnouncement(screen: String) async throws {
        let entries = SnapshotMatrix.accessibleEntries(screen: screen)
        #expect(!entries.isEmpty)
        for entry in entries where entry.colorMode == .none {
            await Task.yield()  // lets the main actor serve others between frames
            let frame = try #require(SnapshotMatrix.frame(of: entry))
            let focus = try #require(frame.focus, "\(entry.name): no focus")
            #expect(focus.y < entry.size.height - 1, "\(entry.name): the focus is on the status bar")
            #expect(!frame[focus.x, focus.y].isContinuation, "\(entry.name): the focus is on the right half of a wide character")
            let screenAnnouncement = try #require(
                R.withLanguage(entry.language) {
                    ScreenCatalog.preview(named: entry.screen)?.makeScreen(stateNamed: entry.state).map {
                        ScreenLayout.announcement(for: $0.viewController)
                    }
                })
            // An alert drawn inside the screen's view is announced instead of the screen.
            let announcement =
                frame.alertTitle.map { title in R.withLanguage(entry.language) { Theme.current.strings.alertAnnouncement(title: title) } }
                ?? screenAnnouncement
            #expect(!announcement.isEmpty, "\(entry.name): nothing to announce")
            let line = frame.plainTextLines[entry.size.height - 2]
            #expect(
                line.trimmingCharacters(in: .whitespaces)
                    == TextLayout.truncate(announcement, width: entry.size.width - 1)
                    .trimmingCharacters(in: .whitespaces),
                "\(entry.name): \(line)")
        }
    }

    @Test(
        "the accessible form of each screen at 80x24, in every language, with where the cursor goes, matches its matrix file",
        arguments: ScreenSnapshotTests.screenNames)
    func snapshots(screen: String) async throws {
        let size = DesignSystem.Size(width: 80, height: 24)
        var text = ""
        for entry in SnapshotMatrix.accessibleEntries(screen: screen) where entry.colorMode == .trueColor && entry.size == size {
            await Task.yield()  // lets the main actor serve others between frames
            let frame = try #require(SnapshotMatrix.frame(of: entry))
            let cursor = frame.focus.map { "cursor \($0.x),\($0.y) (\($0.kind))" } ?? "no cursor"
            text += "=== \(entry.state) · \(entry.language.rawValue) · \(cursor)\n" + frame.plainTextLines.joined(separator: "\n") + "\n"
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/Matrix")
        let file = folder.appendingPathComponent("\(screen)-\(size)-accessible.txt")
        guard ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != "1", let expected = try? String(contentsOf: file, encoding: .utf8) else {
            try? text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("Recorded Snapshots/Matrix/\(file.lastPathComponent); check it and run the tests again.")
            return
        }
        #expect(text == expected, "frames differ from Snapshots/Matrix/\(file.lastPathComponent); after a deliberate change: \(MatrixSnapshotTests.regenerate)")
    }
}
