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
            message = link.route + (link.isAvailable ? "" : " (not available yet: this build has no \(link.screenName) RIB)")
            status = 0
        } catch {
            message = "refused: \(error.description)"
            status = 2
        }
    }
}

extension DeepLink {
    /// Whether this build of the app has the RIBs the link leads to.
    public var isAvailable: Bool {
        switch self {
        case .launchGame, .profile, .post: true
        case .promotion, .book: false
        }
    }

    /// The screen the link ends on, as the user would name it.
    public var screenName: String {
        switch self {
        case .launchGame: "TicTacToe"
        case .profile: "Profile"
        case .promotion: "Promotion"
        case .post: "PostDetail"
        case .book: "Books"
        }
    }
}
