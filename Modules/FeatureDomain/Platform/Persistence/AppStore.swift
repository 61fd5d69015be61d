#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The app's saved concerns, each a file in the data directory: who is signed in
/// (`session.json`) and, per member, the scores (`scores-<member>.json`). Deleting an account
/// removes every file of that member.
@MainActor
public final class AppStore {
    /// The files underneath.
    public let files: JSONFileStore

    /// Creates the store over `files`.
    public init(files: JSONFileStore) {
        self.files = files
    }

    /// The session saved by the last run, if any.
    public func loadSession() -> PlayerSession? {
        files.load(PlayerSession.self, from: "session.json", maximumSize: Self.sizeLimits["session"] ?? JSONFileStore.defaultMaximumSize)
    }

    /// Saves who is signed in.
    public func saveSession(_ session: PlayerSession) {
        files.save(session, as: "session.json")
    }

    /// Forgets who is signed in (logging out keeps the member's scores).
    public func clearSession() {
        files.remove("session.json")
    }

    /// The scores of `memberID`'s games against the guest called `guest`, zero when none are saved.
    public func loadScore(memberID: String, guest: String) -> Score {
        let saved = loadSavedScores(memberID: memberID)
        return Score(player1Score: saved.player1Score, player2Score: saved.guestScores[SavedScores.key(for: guest)] ?? 0)
    }

    /// Saves the scores of `memberID`'s games: the member's own, and the guest's under the
    /// guest's name, so another guest starts from zero.
    public func saveScore(_ score: Score, memberID: String, guest: String) {
        var saved = loadSavedScores(memberID: memberID)
        saved.player1Score = score.player1Score
        saved.record(score.player2Score, for: guest)
        files.save(saved, as: Self.fileName("scores", memberID: memberID))
    }

    private func loadSavedScores(memberID: String) -> SavedScores {
        load(SavedScores.self, "scores", memberID: memberID) ?? SavedScores()
    }

    /// Removes everything saved for `memberID`, and the session if it is theirs.
    public func deleteData(memberID: String) {
        for concern in Self.memberConcerns {
            // A file still under its former name is this member's too until moved: it goes as well.
            moveFormerFile(concern, memberID: memberID)
            files.remove(Self.fileName(concern, memberID: memberID))
        }
        if loadSession()?.member.id == memberID { clearSession() }
    }

    /// The largest file of each concern that is read; anything bigger was not written by the
    /// app and is moved aside unread. Each is many times what the app writes.
    public static let sizeLimits = [
        "session": 64 * 1024, "scores": 1024 * 1024, "cart": 512 * 1024, "cards": 256 * 1024, "promotions": 64 * 1024,
    ]

    /// `memberID`'s file of `concern`, read within the concern's size limit.
    func load<Value: Decodable>(_ type: Value.Type, _ concern: String, memberID: String) -> Value? {
        moveFormerFile(concern, memberID: memberID)
        return files.load(type, from: Self.fileName(concern, memberID: memberID), maximumSize: Self.sizeLimits[concern] ?? JSONFileStore.defaultMaximumSize)
    }

    /// The per-member concerns, so deleting an account forgets none.
    static let memberConcerns = ["scores", "cart", "cards", "promotions"]

    /// A file name for `memberID`'s `concern` that is safe whatever the server's ids look
    /// like, and one-to-one for every id the app accepts (``ServerID``): ids of letters, digits,
    /// `-` and `_` are kept as they are; any other is written whole as two hex digits a byte
    /// after `=`, which no kept id contains, so two ids never share a file. An id too long to be
    /// accepted (never signed in) still gets a bounded name: its first bytes and a hash.
    static func fileName(_ concern: String, memberID: String) -> String {
        if isPlain(memberID) { return "\(concern)-\(memberID).json" }
        let bytes = Array(memberID.utf8)
        var name = "\(concern)-=" + hex(bytes.prefix(ServerID.maximumLength))
        if bytes.count > ServerID.maximumLength { name += "~" + hex(fnv1a(bytes)) }
        return name + ".json"
    }

    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    private static func hex(_ value: UInt64) -> String {
        hex((0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) })
    }

    /// FNV-1a, 64 bits: only for ids too long to be accepted, where a short name is all that matters.
    private static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    private static func isPlain(_ memberID: String) -> Bool {
        !memberID.isEmpty && memberID.utf8.count <= 64
            && memberID.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    /// The name earlier versions gave an id that is not kept as it is: `x` and the unpadded hex of
    /// its first 64 bytes, which two ids could share.
    static func formerFileName(_ concern: String, memberID: String) -> String? {
        guard !isPlain(memberID) else { return nil }
        return "\(concern)-x\(memberID.utf8.prefix(64).map { String($0, radix: 16) }.joined()).json"
    }

    /// Moves `memberID`'s file of `concern` from its former name to its one-to-one name, when
    /// only the former exists; the first member to sign in after the update keeps it.
    private func moveFormerFile(_ concern: String, memberID: String) {
        guard let former = Self.formerFileName(concern, memberID: memberID) else { return }
        files.rename(former, to: Self.fileName(concern, memberID: memberID))
    }
}

/// A member's scores file: their own wins, and each guest's wins against them by guest name.
struct SavedScores: Codable, Equatable {
    var player1Score = 0
    /// Wins of each guest, keyed by ``key(for:)`` of the guest's name.
    var guestScores: [String: Int] = [:]

    init() {}

    /// Files written before guests were told apart hold one `player2Score` of an unknown guest;
    /// it is left out rather than credited to whoever plays next.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        player1Score = try container.decode(Int.self, forKey: .player1Score)
        guestScores = try container.decodeIfPresent([String: Int].self, forKey: .guestScores) ?? [:]
        let scoreRange = 0...Score.maximum
        guard scoreRange.contains(player1Score), guestScores.values.allSatisfy(scoreRange.contains) else {
            throw DecodingError.dataCorruptedError(forKey: .player1Score, in: container, debugDescription: "out of range: scores are within \(scoreRange)")
        }
        guard guestScores.count <= Self.maximumGuestCount, guestScores.keys.allSatisfy({ $0.utf8.count <= Self.maximumGuestKeyLength }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .guestScores, in: container,
                debugDescription: "out of range: at most \(Self.maximumGuestCount) guests of \(Self.maximumGuestKeyLength) bytes")
        }
    }

    /// The most guests a scores file may name; each new guest adds one, so this is years of
    /// play. A guest past it plays on, unrecorded.
    static let maximumGuestCount = 500
    /// The longest guest key a file may hold, in UTF-8 bytes: a name of the most bytes sign-in
    /// allows, even once lowercasing has made it longer.
    static let maximumGuestKeyLength = 2_048

    /// Records `score` for `guest`, unless the guest is new and the file is full or the name too
    /// long for it: what is saved must load again, so the member's own score is never lost to a guest.
    mutating func record(_ score: Int, for guest: String) {
        let key = Self.key(for: guest)
        guard guestScores[key] != nil || (guestScores.count < Self.maximumGuestCount && key.utf8.count <= Self.maximumGuestKeyLength) else { return }
        guestScores[key] = score
    }

    /// The same guest whatever the case or surrounding spaces of the name.
    static func key(for guest: String) -> String {
        guest.trimmingWhitespaceAndNewlines.lowercased()
    }
}
