import FeatureDomainTestSupport
import Foundation
import Testing

@testable import FeatureDomain

/// One instance owns the data directory; leftovers of crashed saves are cleared; member file
/// names are one-to-one.
@MainActor
@Suite("The data directory: owner, leftovers, member file names", .timeLimit(.minutes(1)))
struct DataDirectoryClaimTests {
    @Test("the first instance owns the directory; a second one is told, saves nothing and leaves the owner's files alone")
    func secondInstanceSavesNothing() async throws {
        let directory = TemporaryDirectory()
        let first = JSONFileStore(directory: directory.url)
        #expect(first.claimDirectory())
        let owner = AppStore(files: first)
        owner.saveScore(Score(player1Score: 3, player2Score: 1), memberID: "7", guest: "Bob")

        let second = JSONFileStore(directory: directory.url)
        #expect(!second.claimDirectory())
        #expect(second.isReadOnly)
        #expect(second.takeProblems() == [.inUse(directory: directory.url.path)])
        let intruder = AppStore(files: second)
        #expect(intruder.loadScore(memberID: "7", guest: "Bob") == Score(player1Score: 3, player2Score: 1), "it still reads")
        intruder.saveScore(Score(player1Score: 9, player2Score: 9), memberID: "7", guest: "Bob")
        intruder.deleteData(memberID: "7")
        #expect(owner.loadScore(memberID: "7", guest: "Bob") == Score(player1Score: 3, player2Score: 1))
        #expect(second.problems.isEmpty, "told once, at launch")

        first.releaseDirectory()
        #expect(await Self.claimsOnceFree(directory.url), "once the owner quits, the next instance owns it")
    }

    /// Whether a new instance comes to own `directory`. The lock belongs to the open file, and a
    /// child another suite is starting this moment holds a copy of every descriptor until it
    /// execs (`posix_spawn` closes them in the child): the lock is free once that copy is gone,
    /// which on a busy machine may take a while. The test's time limit bounds the wait.
    private static func claimsOnceFree(_ directory: URL) async -> Bool {
        while !Task.isCancelled {
            let store = JSONFileStore(directory: directory)
            if store.claimDirectory() {
                store.releaseDirectory()
                return true
            }
            #expect(store.takeProblems() == [.inUse(directory: directory.path)])
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    @Test("temporary files of crashed saves are removed at start, only when their writer is gone, and nothing else is")
    func leftoversOfDeadWritersAreRemoved() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        // A pid past pid_max cannot be alive.
        let dead = "cart-7.json.tmp-2147483646-12345"
        let alive = "cart-7.json.tmp-\(getpid())-6789"
        let others = ["notes.txt.tmp-2147483646-1", "cart-7.json", "cart-7.json.tmp-abc-1", "x.json.tmp-2147483646-1-2"]
        for name in [dead, alive] + others {
            #expect(FileManager.default.createFile(atPath: directory.url.appendingPathComponent(name).path, contents: Data("{}".utf8)))
        }
        #expect(JSONFileStore(directory: directory.url).claimDirectory())
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory.url.path))
        #expect(left == Set([alive, DataDirectoryClaim.lockFileName] + others))
    }

    @Test(
        "a temporary file's writer is read from the last .json.tmp- marker: two parts of ASCII digits, a pid above 0",
        arguments: [
            ("cart-7.json.tmp-42-7", 42), (".json.tmp-42-7", 42), ("a.json.tmp-1-1.json.tmp-42-7", 42),
            ("a.json.tmp-0-1", nil), ("a.json.tmp--1", nil), ("a.json.tmp-42-", nil), ("a.json.tmp-42", nil),
            ("a.json.tmp-42-4294967296", nil), ("a.json.tmp-99999999999-1", nil), ("a.json.tmp-\u{664}\u{662}-1", nil),
            ("a.json.tmp-+42-1", nil), ("a.json.tmp-", nil), ("a.txt.tmp-42-7", nil), ("", nil),
        ] as [(String, Int32?)])
    func writerOfTemporaryFile(name: String, pid: Int32?) {
        #expect(DataDirectoryClaim.writerPID(ofTemporaryFile: name) == pid)
    }

    @Test("claiming makes the directory and its missing parents, each private (0700); one that exists keeps its mode")
    func claimMakesPrivateDirectories() throws {
        let directory = TemporaryDirectory()
        let existing = directory.url.appendingPathComponent("shared", isDirectory: true)
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
        #expect(chmod(existing.path, 0o755) == 0)
        let nested = existing.appendingPathComponent("a/b", isDirectory: true)
        guard case .owned(let descriptor) = DataDirectoryClaim.claim(nested) else {
            Issue.record("not owned")
            return
        }
        close(descriptor)
        #expect(Self.mode(nested) == 0o700)
        #expect(Self.mode(nested.deletingLastPathComponent()) == 0o700)
        #expect(Self.mode(existing) == 0o755)
    }

    @Test("a file where the directory should be leaves it unavailable, and the file as it was")
    func fileInTheWayIsUnavailable() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let file = directory.url.appendingPathComponent("data")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("keep".utf8)))
        #expect(DataDirectoryClaim.claim(file) == .unavailable)
        #expect(DataDirectoryClaim.claim(file.appendingPathComponent("below", isDirectory: true)) == .unavailable)
        #expect(FileManager.default.contents(atPath: file.path) == Data("keep".utf8))
    }

    private static func mode(_ url: URL) -> mode_t {
        var info = stat()
        return stat(url.path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test("a second instance clears nothing")
    func secondInstanceClearsNothing() throws {
        let directory = TemporaryDirectory()
        let first = JSONFileStore(directory: directory.url)
        #expect(first.claimDirectory())
        let dead = directory.url.appendingPathComponent("cart-7.json.tmp-2147483646-1")
        #expect(FileManager.default.createFile(atPath: dead.path, contents: Data()))
        #expect(!JSONFileStore(directory: directory.url).claimDirectory())
        #expect(FileManager.default.fileExists(atPath: dead.path))
    }

    @Test("ids that shared a file under the old names have files of their own")
    func memberFileNamesAreOneToOne() {
        let long = String(repeating: "é", count: 32)
        let pairs = [(long + "a", long + "b"), ("\u{0A}", "a"), ("x0a", "\n"), ("=0a", "\n"), ("a b", "a_b"), ("é", "xc3a9")]
        for (one, other) in pairs {
            #expect(AppStore.fileName("cart", memberID: one) != AppStore.fileName("cart", memberID: other), "\(one) / \(other)")
        }
        #expect(AppStore.fileName("cart", memberID: "7") == "cart-7.json")
        #expect(AppStore.fileName("cart", memberID: "é") == "cart-=c3a9.json")
        #expect(AppStore.fileName("cart", memberID: "\u{01}") == "cart-=01.json")
    }

    @Test("a member's file under its former name is moved to the new one when first read")
    func formerNamesAreMovedOver() throws {
        let directory = TemporaryDirectory()
        let files = JSONFileStore(directory: directory.url)
        let store = AppStore(files: files)
        store.saveScore(Score(player1Score: 4, player2Score: 0), memberID: "old", guest: "Bob")
        let former = try #require(AppStore.formerFileName("scores", memberID: "김"))
        #expect(former == "scores-xeab980.json")
        try FileManager.default.moveItem(
            at: directory.url.appendingPathComponent("scores-old.json"), to: directory.url.appendingPathComponent(former))
        #expect(store.loadScore(memberID: "김", guest: "Bob") == Score(player1Score: 4, player2Score: 0))
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("scores-=eab980.json").path))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(former).path))
        #expect(files.problems.isEmpty)

        // Deleting the account takes a file still under its former name too.
        let cartFormer = try #require(AppStore.formerFileName("cart", memberID: "김"))
        #expect(FileManager.default.createFile(atPath: directory.url.appendingPathComponent(cartFormer).path, contents: Data("{}".utf8)))
        store.deleteData(memberID: "김")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(!left.contains(cartFormer) && !left.contains("scores-=eab980.json"), "\(left)")
    }
}
