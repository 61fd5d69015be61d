/// What `MainCLI route URL` prints and its exit status: the route a link takes, or why it
/// takes none. Pure, so the fuzz test runs it in-process ten thousand times.
public struct DeepLinkRouteReport: Equatable, Sendable {
    /// The text to print, one line; printable ASCII plus the arrows of the route.
    public var message: String
    /// 0 when the link resolves, 2 when it is refused.
    public var status: Int32

    /// The report for `text`.
    public init(for text: String, parser: DeepLinkParser = DeepLinkParser()) {
        do {
            let link = try parser.parse(text)
            message = link.route
            status = 0
        } catch {
            message = "refused: \(error.description)"
            status = 2
        }
    }
}

extension DeepLink {
    /// The screen the link ends on, as the user would name it.
    public var screenName: String {
        switch self {
        case .launchGame: "TicTacToe"
        case .profile: "Profile"
        case .promotion: "Promotion"
        case .post: "PostDetail"
        case .book: "BookDetail"
        }
    }
}
