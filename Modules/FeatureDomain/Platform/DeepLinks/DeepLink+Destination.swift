import Resources

extension DeepLink {
    /// Where the link leads, as the screens name it in the user's language ("Tic Tac Toe",
    /// "Books · #3"), for the sign-in screen to say what waits.
    var destinationName: String {
        switch self {
        case .launchGame(_, let inviteCode?): "\(R.string.game.ticTacToe()) · \(inviteCode)"
        case .launchGame: R.string.game.ticTacToe()
        case .profile(let userID): "\(R.string.profile.title()) · #\(userID)"
        case .promotion(let code): "\(R.string.menu.promotion()) · \(code)"
        case .post(let id): "\(R.string.board.title()) · #\(id)"
        case .book(let id): "\(R.string.books.title()) · #\(id)"
        }
    }
}
