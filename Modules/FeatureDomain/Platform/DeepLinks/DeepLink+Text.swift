extension DeepLink {
    /// The link as text, in the one spelling ``DeepLinkParser`` reads back to this link: what
    /// `y` copies, and `MainCLI open` takes.
    public var text: String {
        let prefix = DeepLinkParser.scheme + "://"
        switch self {
        case .launchGame(let game, let inviteCode):
            return prefix + "launchGame?gameId=" + game.rawValue + (inviteCode.map { "&inviteCode=" + $0 } ?? "")
        case .profile(let userID): return prefix + "profile?userId=\(userID)"
        case .promotion(let code): return prefix + "promotion?code=" + code
        case .post(let id): return prefix + "post/\(id)"
        case .book(let id): return prefix + "books/\(id)"
        }
    }
}
