import Foundation
import Testing

/// The room's walls, read from the sources: the C library's error number is read in one place.
@Suite("The system's room")
struct RoomTests {
    /// The package's root, from this file's path (Tests/SystemCallsTests/RoomTests.swift).
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift files under `folder` of the package that spell `word` in code (comments too: a
    /// comment that names EINTR is where a reader looks for its handling).
    private static func files(under folder: String, spelling word: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var found: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            if text.range(of: "\\b\(word)\\b", options: .regularExpression) != nil {
                found.append(String(url.path.dropFirst(root.path.count + 1)))
            }
        }
        return found.sorted()
    }

    @Test("EINTR is retried in one wrapper: at most two files of SystemCalls name it, and no other module's")
    func interruptionsHandledOnce() throws {
        let inRoom = try Self.files(under: "Modules/SystemCalls", spelling: "EINTR")
        #expect(inRoom.count <= 2, "\(inRoom)")
        #expect(inRoom.contains("Modules/SystemCalls/Errors/SystemError.swift"))
        var outside = try Self.files(under: "Modules", spelling: "EINTR").filter { !$0.hasPrefix("Modules/SystemCalls/") }
        outside += try Self.files(under: "Apps", spelling: "EINTR")
        #expect(outside.isEmpty, "\(outside)")
    }

    @Test("no module but SystemCalls (and RIBs' own System/ folder) reads errno")
    func errnoReadOnce() throws {
        var outside = try Self.files(under: "Modules", spelling: "errno").filter {
            !$0.hasPrefix("Modules/SystemCalls/") && !$0.hasPrefix("Modules/RIBs/System/")
        }
        outside += try Self.files(under: "Apps", spelling: "errno")
        #expect(outside.isEmpty, "\(outside)")
    }
}
