import Network

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What becomes of a post once the server has answered: the member should know whether it
/// will still be there after a reload.
public enum PostStorage: Equatable, Sendable {
    /// The embedded offline backend keeps it until the app quits.
    case keptForSession
    /// The server answers as if it stored the post, but does not: the public JSONPlaceholder,
    /// or a server that answered 404 when asked for the post it had just created.
    case acceptedButNotStored
    /// Any other server (a json-server, say) stores it; once the post is sent, the repository
    /// asks for it back to be sure.
    case storedByServer

    /// The host of the public JSONPlaceholder, which fakes its writes.
    static let jsonPlaceholderHost = "jsonplaceholder.typicode.com"

    /// What the API at `baseURL` does with a created post.
    public init(baseURL: URL) {
        if baseURL.scheme?.lowercased() == NetworkClient.offlineBaseURL.scheme {
            self = .keptForSession
        } else if baseURL.host?.lowercased() == Self.jsonPlaceholderHost {
            self = .acceptedButNotStored
        } else {
            self = .storedByServer
        }
    }
}
