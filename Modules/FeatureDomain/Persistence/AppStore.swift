import Foundation

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
        files.load(PlayerSession.self, from: "session.json")
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
        saved.guestScores[SavedScores.key(for: guest)] = score.player2Score
        files.save(saved, as: Self.fileName("scores", memberID: memberID))
    }

    private func loadSavedScores(memberID: String) -> SavedScores {
        files.load(SavedScores.self, from: Self.fileName("scores", memberID: memberID)) ?? SavedScores()
    }

    /// Removes everything saved for `memberID`, and the session if it is theirs.
    public func deleteData(memberID: String) {
        for concern in Self.memberConcerns {
            files.remove(Self.fileName(concern, memberID: memberID))
        }
        if loadSession()?.member.id == memberID { clearSession() }
    }

    /// The per-member concerns, so deleting an account forgets none.
    static let memberConcerns = ["scores", "cart", "cards", "promotions"]

    /// A file name for `memberID`'s `concern` that is safe whatever the server's ids look
    /// like: letters, digits, `-` and `_` are kept, anything else is written as hex.
    static func fileName(_ concern: String, memberID: String) -> String {
        let isPlain =
            !memberID.isEmpty && memberID.utf8.count <= 64
            && memberID.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
        let safe = isPlain ? memberID : "x" + memberID.utf8.prefix(64).map { String($0, radix: 16) }.joined()
        return "\(concern)-\(safe).json"
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
    }

    /// The same guest whatever the case or surrounding spaces of the name.
    static func key(for guest: String) -> String {
        guest.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
