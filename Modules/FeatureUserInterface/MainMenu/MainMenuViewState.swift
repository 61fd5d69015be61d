/// What the main menu shows: who is logged in, the destinations and the cart's item count.
public struct MainMenuViewState: Codable, Equatable, Sendable {
    /// A place the menu leads to, declared in the order the app's menu offers them
    /// (`LoggedInRouter`), so a state made with the default is the menu the app shows.
    public enum Destination: String, Codable, CaseIterable, Sendable {
        case game, board, profile, luckyNumber, books, card, promotion
    }

    public var player1Name: String
    public var player2Name: String
    public var destinations: [Destination]
    /// Items in the bookstore's cart, shown as a badge on Books.
    public var cartCount: Int
    /// Which backend the app talks to (offline, or a server's host), when the app says.
    public var backend: String?

    /// Creates a `MainMenuViewState` from its parts.
    public init(player1Name: String, player2Name: String, destinations: [Destination] = Destination.allCases, cartCount: Int = 0, backend: String? = nil) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        self.destinations = destinations
        self.cartCount = cartCount
        self.backend = backend
    }
}
