import FeatureDomainTestSupport
import Foundation
import SystemCalls
import Testing

@testable import FeatureDomain

@MainActor
@Suite("Saved data")
struct JSONFileStoreTests {
    private struct Sample: Codable, Equatable {
        var name: String
        var count: Int
    }

    @Test("a saved value loads back, with the schema version written beside it")
    func roundTrip() throws {
        let directory = TemporaryDirectory()
        let store = JSONFileStore(directory: directory.url)
        #expect(store.save(Sample(name: "김민준", count: 3), as: "sample.json"))
        #expect(JSONFileStore(directory: directory.url).load(Sample.self, from: "sample.json") == Sample(name: "김민준", count: 3))
        let text = try String(contentsOf: directory.url.appendingPathComponent("sample.json"), encoding: .utf8)
        #expect(text.contains("\"schemaVersion\" : 1"))
        #expect(store.problems.isEmpty)
    }

    @Test("a missing data directory is created, private to the user")
    func createsDirectory() throws {
        let directory = TemporaryDirectory()
        let nested = directory.url.appendingPathComponent("a/b", isDirectory: true)
        #expect(JSONFileStore(directory: nested).save(Sample(name: "a", count: 1), as: "sample.json"))
        let attributes = try FileManager.default.attributesOfItem(atPath: nested.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }

    @Test("nothing saved yet loads as nothing, and is no problem")
    func missingFile() {
        let directory = TemporaryDirectory()
        let store = JSONFileStore(directory: directory.url)
        #expect(store.load(Sample.self, from: "sample.json") == nil)
        #expect(store.problems.isEmpty)
    }

    @Test("a corrupt file is moved aside and reported once, and the app starts fresh")
    func corruptFile() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let file = directory.url.appendingPathComponent("sample.json")
        try Data("{\"schemaVersion\": 1, \"data\": {\"name\": ".utf8).write(to: file)
        let store = JSONFileStore(directory: directory.url)
        #expect(store.load(Sample.self, from: "sample.json") == nil)
        let problems = store.takeProblems()
        #expect(problems.count == 1)
        guard case .unreadable(file: "sample.json", let movedTo?) = problems.first else {
            Issue.record("expected an unreadable file moved aside, got \(problems)")
            return
        }
        #expect(movedTo.contains("sample.json.corrupt-"))
        #expect(FileManager.default.fileExists(atPath: movedTo))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(store.takeProblems().isEmpty)
        #expect(store.load(Sample.self, from: "sample.json") == nil)
        #expect(store.problems.isEmpty)
    }

    @Test("two bad files moved aside in the same second are both kept")
    func twoCorruptFilesInOneSecond() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let file = directory.url.appendingPathComponent("sample.json")
        let store = JSONFileStore(directory: directory.url)
        var kept: [String] = []
        for content in ["first bad", "second bad", "third bad"] {
            try Data(content.utf8).write(to: file)
            #expect(store.load(Sample.self, from: "sample.json") == nil)
            guard case .unreadable(file: "sample.json", let movedTo?) = store.takeProblems().first else {
                Issue.record("expected \(content) moved aside")
                return
            }
            kept.append(movedTo)
        }
        #expect(Set(kept).count == 3, "\(kept)")
        let contents = try kept.map { try String(contentsOfFile: $0, encoding: .utf8) }
        #expect(contents == ["first bad", "second bad", "third bad"])
    }

    @Test("a file from a newer version of the app is moved aside, not guessed at")
    func newerVersion() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data("{\"schemaVersion\": 99, \"data\": {\"name\": \"a\", \"count\": 1}}".utf8)
            .write(to: directory.url.appendingPathComponent("sample.json"))
        let store = JSONFileStore(directory: directory.url)
        #expect(store.load(Sample.self, from: "sample.json") == nil)
        guard case .newerVersion(file: "sample.json", version: 99, movedTo: .some) = store.problems.first else {
            Issue.record("expected a newer-version problem, got \(store.problems)")
            return
        }
    }

    @Test("a directory that cannot be written is a reported problem, not a crash")
    func notWritable() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        // A file where the directory should be cannot be written into, even by root.
        let blocked = directory.url.appendingPathComponent("not-a-directory")
        try Data().write(to: blocked)
        let store = JSONFileStore(directory: blocked)
        #expect(!store.save(Sample(name: "a", count: 1), as: "sample.json"))
        #expect(!store.save(Sample(name: "b", count: 2), as: "sample.json"))
        guard case .notWritable = store.problems.first else {
            Issue.record("expected a not-writable problem, got \(store.problems)")
            return
        }
        #expect(store.problems.count == 1)
    }

    @Test("a data directory under a file: nothing to read is no problem; saving is said once, in the system's words")
    func directoryUnderAFile() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let file = directory.url.appendingPathComponent("afile")
        try Data().write(to: file)
        let store = JSONFileStore(directory: file.appendingPathComponent("sub"))
        #expect(store.load(Sample.self, from: "session.json") == nil)
        #expect(store.problems.isEmpty, "no file was found, so none is called unreadable")
        #expect(!store.save(Sample(name: "a", count: 1), as: "cart-7.json"))
        #expect(!store.save(Sample(name: "b", count: 2), as: "scores-7.json"))
        #expect(store.problems == [.notWritable(directory: file.appendingPathComponent("sub").path, reason: "Not a directory")])
    }

    @Test("saving leaves no temporary file behind and replaces the old content whole")
    func noLeftovers() throws {
        let directory = TemporaryDirectory()
        let store = JSONFileStore(directory: directory.url)
        for count in 0..<20 { store.save(Sample(name: "n", count: count), as: "sample.json") }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names == ["sample.json"])
        #expect(store.load(Sample.self, from: "sample.json")?.count == 19)
    }

    @Test(
        "member file names stay inside the data directory whatever the id",
        arguments: [
            "1", "b5aa51f6", "../../etc/passwd", ".hidden", "a/b", "", "김민준", String(repeating: "9", count: 500),
        ])
    func memberFileNames(id: String) {
        let name = AppStore.fileName("scores", memberID: id)
        #expect(!name.contains("/"))
        #expect(!name.hasPrefix("."))
        #expect(name.hasPrefix("scores-") && name.hasSuffix(".json"))
        #expect(name.utf8.count < 255)
    }

    @Test("deleting a member's data removes their files and their session, and keeps others'")
    func deleteMemberData() {
        let directory = TemporaryDirectory()
        let store = AppStore(files: JSONFileStore(directory: directory.url))
        store.saveSession(PlayerSession(member: Member.samples[0], player2Name: "Guest"))
        store.saveScore(Score(player1Score: 2, player2Score: 1), memberID: "1", guest: "Guest")
        store.saveScore(Score(player1Score: 5, player2Score: 0), memberID: "7", guest: "Guest")
        store.deleteData(memberID: "1")
        #expect(store.loadSession() == nil)
        #expect(store.loadScore(memberID: "1", guest: "Guest") == Score())
        #expect(store.loadScore(memberID: "7", guest: "Guest") == Score(player1Score: 5, player2Score: 0))
    }

    @Test("each guest has their own score against a member; the member's own score is shared; the name's case and spaces do not matter")
    func guestsAreKeptApart() {
        let directory = TemporaryDirectory()
        let store = AppStore(files: JSONFileStore(directory: directory.url))
        store.saveScore(Score(player1Score: 3, player2Score: 1), memberID: "7", guest: "Bob")
        #expect(store.loadScore(memberID: "7", guest: "Eve") == Score(player1Score: 3, player2Score: 0))
        store.saveScore(Score(player1Score: 4, player2Score: 2), memberID: "7", guest: "Eve")
        #expect(store.loadScore(memberID: "7", guest: " bob ") == Score(player1Score: 4, player2Score: 1))
        #expect(store.loadScore(memberID: "7", guest: "EVE") == Score(player1Score: 4, player2Score: 2))
    }

    @Test("a scores file from before guests were told apart keeps the member's score and credits no guest")
    func scoresFileOfTheFirstFormat() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let old = #"{"schemaVersion":1,"data":{"player1Score":5,"player2Score":2}}"#
        try Data(old.utf8).write(to: directory.url.appendingPathComponent("scores-7.json"))
        let files = JSONFileStore(directory: directory.url)
        let store = AppStore(files: files)
        #expect(store.loadScore(memberID: "7", guest: "Bob") == Score(player1Score: 5, player2Score: 0))
        #expect(files.takeProblems().isEmpty)
    }

    @Test("a file over its size limit is moved aside unread and reported with the limit; a good file beside it still loads")
    func oversizedFile() throws {
        let directory = TemporaryDirectory()
        let store = JSONFileStore(directory: directory.url)
        #expect(store.save(Sample(name: "good", count: 1), as: "good.json"))
        // 200 MB that cost no disk: a sparse file.
        let huge = directory.url.appendingPathComponent("sample.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: Data("[".utf8)))
        #expect(truncate(huge.path, 200 * 1024 * 1024) == 0)
        // What it costs is measured in the Benchmarks (hostile-data), not here.
        #expect(store.load(Sample.self, from: "sample.json", maximumSize: 1024) == nil)
        guard case .tooLarge(file: "sample.json", limit: 1024, movedTo: .some(let movedTo)) = store.problems.first else {
            Issue.record("expected a too-large problem, got \(store.problems)")
            return
        }
        #expect(FileManager.default.fileExists(atPath: movedTo))
        #expect(!FileManager.default.fileExists(atPath: huge.path))
        #expect(store.load(Sample.self, from: "good.json") == Sample(name: "good", count: 1))
    }

    @Test("a file exactly at its limit is read; one byte more is not")
    func sizeLimitIsInclusive() throws {
        let directory = TemporaryDirectory()
        let store = JSONFileStore(directory: directory.url)
        #expect(store.save(Sample(name: "a", count: 1), as: "sample.json"))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: directory.url.appendingPathComponent("sample.json").path)[.size] as? Int)
        #expect(store.load(Sample.self, from: "sample.json", maximumSize: size) == Sample(name: "a", count: 1))
        #expect(store.load(Sample.self, from: "sample.json", maximumSize: size - 1) == nil)
        #expect(store.problems.count == 1)
    }

    @Test("a FIFO or a directory under a file's name is unreadable and moved aside; nothing blocks")
    func notARegularFile() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        #expect(mkfifo(directory.url.appendingPathComponent("fifo.json").path, 0o600) == 0)
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("dir.json"), withIntermediateDirectories: true)
        let store = JSONFileStore(directory: directory.url)
        #expect(store.load(Sample.self, from: "fifo.json") == nil)
        #expect(store.load(Sample.self, from: "dir.json") == nil)
        #expect(store.problems.count == 2)
    }

    @Test("deeply nested arrays are refused as unreadable, not a crash")
    func deeplyNested() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try Data(#"{"schemaVersion":1,"data":\#(nested)}"#.utf8).write(to: directory.url.appendingPathComponent("sample.json"))
        let store = JSONFileStore(directory: directory.url)
        #expect(store.load(Sample.self, from: "sample.json") == nil)
        #expect(store.problems.count == 1)
    }

    @Test("a write the system refuses is said in its words: EACCES reads \"Permission denied\"")
    func refusalInTheSystemsWords() {
        #expect(JSONFileStore.readableReason(AtomicFile.WriteError(step: "create", error: SystemError(code: EACCES))) == "Permission denied")
    }

    @Test(
        "a write into a read-only data directory is refused and reported with the directory and the system's words",
        .enabled(if: getuid() != 0, "root writes into a read-only directory, so the refusal can only be seen as another user"))
    func writeRefusedInTheSystemsWords() throws {
        let directory = TemporaryDirectory()
        let store = JSONFileStore(directory: directory.url)
        #expect(store.save(Sample(name: "a", count: 1), as: "sample.json"))
        #expect(chmod(directory.url.path, 0o500) == 0)
        defer { chmod(directory.url.path, 0o700) }
        #expect(!store.save(Sample(name: "b", count: 2), as: "sample.json"))
        #expect(store.problems == [.notWritable(directory: directory.url.path, reason: "Permission denied")])
    }
}
