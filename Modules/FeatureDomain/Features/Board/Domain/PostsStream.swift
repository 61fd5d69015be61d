import RIBs

/// A change of the board's posts, and how it came about.
public struct PostsUpdate: Equatable, Sendable {
    /// How the posts changed.
    public enum Kind: Equatable, Sendable {
        case initialLoad, reload, more
        /// The member wrote a post, now first.
        case written
    }

    public var posts: [BoardPost]
    public var kind: Kind

    /// Creates an update.
    public init(posts: [BoardPost], kind: Kind) {
        self.posts = posts
        self.kind = kind
    }
}

/// The board's posts as its children read them: the latest update wins, since a reader wants
/// the posts as they are, not every step that led there.
@MainActor
public protocol PostsStream: AnyObject {
    /// The posts now, nil before the first load.
    var latest: PostsUpdate? { get }
}

/// The board's posts as the board writes them.
@MainActor
public protocol MutablePostsStream: PostsStream {
    /// Publishes `update`.
    func publish(_ update: PostsUpdate)
}

/// The posts stream over a relay, owned by the Board's component.
@MainActor
final class PostsRelayStream: MutablePostsStream {
    private let relay = CurrentValueRelay<PostsUpdate?>(nil)

    var latest: PostsUpdate? { relay.value }

    func publish(_ update: PostsUpdate) { relay.accept(update) }
}
