/// What the Home screen shows: a title and a message, both already in the user's language.
public struct HomeViewState: Codable, Equatable, Sendable {
    public var title: String
    public var message: String

    /// Creates a state.
    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }
}
