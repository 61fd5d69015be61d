import Foundation
import Network

@testable import FeatureDomain

/// Answers with fixed posts, and records the posts it is asked to create; a create can be held
/// on its way until it is cancelled, as a slow server would.
final class PostsRepositoryMock: PostsRepository, @unchecked Sendable {
    // Only touched from the main actor in tests; @unchecked because the protocol is Sendable.
    /// What one create was asked to send.
    struct Sent: Equatable {
        var authorID: String
        var title: String
        var body: String
    }

    var posts: [BoardPost]
    var createResult: Result<String, NetworkError> = .success("b5aa51f6")
    /// Whether a create waits (up to a minute) for its task to be cancelled instead of answering.
    var holdsCreate = false
    let storage: PostStorage
    private(set) var sent: [Sent] = []
    private(set) var createsCancelled = 0

    init(posts: [BoardPost] = BoardPost.samples, storage: PostStorage = .keptForSession) {
        self.posts = posts
        self.storage = storage
    }

    func page(start: Int, limit: Int) async throws(NetworkError) -> PostsPage {
        let slice = Array(posts.dropFirst(start).prefix(limit))
        return PostsPage(posts: slice, start: start, total: posts.count)
    }

    /// When set, what asking for one post fails with.
    var postError: NetworkError?

    func post(id: String) async throws(NetworkError) -> BoardPost {
        if let postError { throw postError }
        guard let post = posts.first(where: { $0.id == id }) else { throw .httpStatus(code: 404, bodyExcerpt: "") }
        return post
    }

    func comments(postID: String) async throws(NetworkError) -> [PostComment] { [] }

    func create(authorID: String, title: String, body: String) async throws(NetworkError) -> BoardPost {
        sent.append(Sent(authorID: authorID, title: title, body: body))
        if holdsCreate {
            do {
                try await Task.sleep(for: .seconds(60))
            } catch {
                createsCancelled += 1
                throw .cancelled
            }
        }
        return BoardPost(id: try createResult.get(), authorID: authorID, title: title, body: body)
    }
}

extension BoardPost {
    /// Three posts, enough for a board.
    static let samples = [
        BoardPost(id: "1", authorID: "1", title: "아침 달리기", body: "본문"),
        BoardPost(id: "2", authorID: "7", title: "Morning run", body: "body"),
        BoardPost(id: "3", authorID: "8", title: "朝のランニング", body: "本文"),
    ]
}
