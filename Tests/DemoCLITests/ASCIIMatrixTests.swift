import DesignSystem
import Foundation
import Resources
import Testing

@testable import DemoCLI

/// The ASCII form of every frame of the ``SnapshotMatrix``, as a terminal whose locale is not
/// UTF-8 gets it: not one byte beyond ASCII, and every row as wide as in Unicode.
@MainActor
@Suite("Snapshot matrix in ASCII", .timeLimit(.minutes(3)), .takesTurnsOnTheMainActor)
struct ASCIIMatrixTests {
    @Test("no frame of the matrix in ASCII form holds a byte beyond ASCII, as text or as the bytes sent", arguments: ScreenSnapshotTests.screenNames)
    func onlyASCII(screen: String) async throws {
        let entries = SnapshotMatrix.asciiEntries(screen: screen)
        #expect(!entries.isEmpty)
        for entry in entries {
            await Task.yield()  // lets the main actor serve others between frames
            let frame = try #require(SnapshotMatrix.frame(of: entry))
            let text = frame.plainText
            #expect(text.utf8.allSatisfy { $0 < 0x80 }, "\(entry.name):\n\(text)")
            var writer = FrameWriter(colorMode: entry.colorMode)
            #expect(writer.outputBytes(for: frame).allSatisfy { $0 < 0x80 }, "\(entry.name)")
        }
    }

    @Test("what cannot be shown keeps its width: each ASCII row is as wide as the Unicode row", arguments: ScreenSnapshotTests.screenNames)
    func sameWidth(screen: String) async throws {
        for var entry in SnapshotMatrix.asciiEntries(screen: screen) where entry.colorMode == .none {
            await Task.yield()  // lets the main actor serve others between frames
            let ascii = try #require(SnapshotMatrix.frame(of: entry)).plainTextLines
            entry.charset = .unicode
            let unicode = try #require(SnapshotMatrix.frame(of: entry)).plainTextLines
            #expect(ascii.map(\.utf8.count) == unicode.map(\.displayWidth), "\(entry.name)")
        }
    }

    @Test("borders, markers, arrows and the spinner have ASCII forms; Hangul shows as ? in both its columns")
    func forms() {
        var buffer = CellBuffer(size: DesignSystem.Size(width: 12, height: 1))
        buffer.write("╭─│›↑↓⠙한…", x: 0, y: 0)
        #expect(buffer.asciiOnly().plainText == "+-|>^v/??.")
    }

    @Test("LANG=C and LC_ALL=C mean ASCII; a UTF-8 locale, or none at all, Unicode; LC_ALL wins over LANG")
    func detect() {
        #expect(Charset.detect(environment: ["LANG": "C"]) == .ascii)
        #expect(Charset.detect(environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]) == .ascii)
        #expect(Charset.detect(environment: ["LC_ALL": "POSIX"]) == .ascii)
        #expect(Charset.detect(environment: ["LANG": "ko_KR.utf8"]) == .unicode)
        #expect(Charset.detect(environment: ["LC_ALL": "", "LANG": "en_US.UTF-8"]) == .unicode)
        #expect(Charset.detect(environment: [:]) == .unicode)
    }

    @Test("the ASCII form of each screen at 80x24, in every language, matches its matrix file", arguments: ScreenSnapshotTests.screenNames)
    func snapshots(screen: String) async throws {
        let size = DesignSystem.Size(width: 80, height: 24)
        var text = ""
        for entry in SnapshotMatrix.asciiEntries(screen: screen) where entry.colorMode == .trueColor && entry.size == size {
            await Task.yield()  // lets the main actor serve others between frames
            let frame = try #require(SnapshotMatrix.frame(of: entry))
            text += "=== \(entry.state) · \(entry.language.rawValue)\n" + frame.plainTextLines.joined(separator: "\n") + "\n"
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/Matrix")
        let file = folder.appendingPathComponent("\(screen)-\(size)-ascii.txt")
        guard ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != "1", let expected = try? String(contentsOf: file, encoding: .utf8) else {
            try? text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("Recorded Snapshots/Matrix/\(file.lastPathComponent); check it and run the tests again.")
            return
        }
        #expect(text == expected, "frames differ from Snapshots/Matrix/\(file.lastPathComponent); after a deliberate change: \(MatrixSnapshotTests.regenerate)")
    }
}
