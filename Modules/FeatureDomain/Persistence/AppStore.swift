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

    /// The scores of `memberID`'s games, zero when none are saved.
    public func loadScore(memberID: String) -> Score {
        files.load(Score.self, from: Self.fileName("scores", memberID: memberID)) ?? Score()
    }

    /// Saves the scores of `memberID`'s games.
    public func saveScore(_ score: Score, memberID: String) {
        files.save(score, as: Self.fileName("scores", memberID: memberID))
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
