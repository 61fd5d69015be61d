/// Receives links for the running app (the RIBs tutorial's `UrlHandler`); the root interactor
/// implements it.
@MainActor
public protocol DeepLinkHandler: AnyObject {
    /// Starts `link`'s workflow, replacing one that still waits, and says what happened.
    func handle(_ link: DeepLink) -> DeepLinkOutcome
    /// Tells the user that links sent from outside (`MainCLI open`, `MainCLI tree`) will not
    /// reach this app, and why: `message` is already in their language.
    func reportLinkChannelUnavailable(_ message: String)
}

/// What the app did with a link, as the sender of the link is told.
public enum DeepLinkOutcome: Equatable, Sendable, CustomStringConvertible {
    /// The link's screens are being opened now.
    case opening(DeepLink)
    /// Nobody is signed in: the link runs once someone is, unless another link replaces it.
    case waitingForLogin(DeepLink, replacedEarlierLink: Bool)

    public var description: String {
        switch self {
        case .opening(let link): "opening: \(link.route)"
        case .waitingForLogin(let link, let replaced):
            "waiting for sign-in, then: \(link.route)" + (replaced ? " (replaces the link that was waiting)" : "")
        }
    }
}
