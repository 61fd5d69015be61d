/// What the Home screen shows: a title and a description, both already in the user's language.
public struct HomeViewState: Codable, Equatable, Sendable {
    public var title: String
    public var desc: String

    /// Creates a state.
    public init(title: String, desc: String) {
        self.title = title
        self.desc = desc
    }
}
