#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The endpoints of JSONPlaceholder's public contract, which any json-server also serves.
public enum JSONPlaceholderAPI {
    /// The public service, for when the app is pointed at the real API.
    public static let publicBaseURL = URL(string: "https://jsonplaceholder.typicode.com")!

    /// `GET /posts?_start=&_limit=`: a page of posts, with the total from `X-Total-Count`.
    public struct PostsPage: Endpoint {
        public var start: Int
        public var limit: Int

        /// Creates a `PostsPage` from its parts.
        public init(start: Int, limit: Int) {
            self.start = max(0, start)
            self.limit = max(1, limit)
        }

        public var path: String { "/posts" }
        public var queryItems: [URLQueryItem] {
            [URLQueryItem(name: "_start", value: String(start)), URLQueryItem(name: "_limit", value: String(limit))]
        }

        public func decode(_ response: HTTPResponse) throws -> Page<Post> {
            let posts = try JSONDecoder().decode([Post].self, from: response.body)
            let total = response.header("X-Total-Count").flatMap { Int($0.trimmingOptionalWhitespace) }
            return Page(items: posts, start: start, total: total)
        }
    }

    /// `GET /posts/{id}`.
    public struct PostByID: Endpoint {
        public typealias Response = Post
        public var id: ResourceID
        /// Creates a `PostByID` from its parts.
        public init(id: ResourceID) { self.id = id }
        public var path: String { "/posts/\(id.pathSegment)" }
    }

    /// `GET /comments?postId={id}`.
    public struct CommentsForPost: Endpoint {
        public typealias Response = [Comment]
        public var postID: ResourceID
        /// Creates a `CommentsForPost` from its parts.
        public init(postID: ResourceID) { self.postID = postID }
        public var path: String { "/comments" }
        public var queryItems: [URLQueryItem] { [URLQueryItem(name: "postId", value: postID.rawValue)] }
    }

    /// `GET /users`.
    public struct Users: Endpoint {
        public typealias Response = [User]
        public init() {}
        public var path: String { "/users" }
    }

    /// `GET /users/{id}`.
    public struct UserByID: Endpoint {
        public typealias Response = User
        public var id: ResourceID
        /// Creates an `UserByID` from its parts.
        public init(id: ResourceID) { self.id = id }
        public var path: String { "/users/\(id.pathSegment)" }
    }

    /// `POST /posts`: the server answers with the post and its new id.
    public struct CreatePost: Endpoint {
        public typealias Response = Post
        public var post: NewPost
        /// Creates a `CreatePost` from its parts.
        public init(post: NewPost) { self.post = post }
        public var method: HTTPMethod { .post }
        public var path: String { "/posts" }
        public var body: Data? { try? JSONEncoder().encode(post) }
    }

    /// `DELETE /users/{id}`: the server answers 200 with an empty object, 404 when there is no such user.
    public struct DeleteUser: Endpoint {
        public typealias Response = Void
        public var id: ResourceID
        /// Creates a `DeleteUser` from its parts.
        public init(id: ResourceID) { self.id = id }
        public var method: HTTPMethod { .delete }
        public var path: String { "/users/\(id.pathSegment)" }
        /// Any 2xx answer means the user is gone; the body is not read.
        public func decode(_ response: HTTPResponse) throws {}
    }
}
