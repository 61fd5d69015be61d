#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension OfflineTransport {
    /// The offline backend's collections as the JSON files a json-server reads (`posts.json`,
    /// `comments.json`, `users.json`), so another JSONPlaceholder-compatible server can serve
    /// the very board the app shows offline: the tests' local server does.
    public static var datasetFiles: [String: Data] {
        [
            "posts.json": Data(OfflineDataset.postsJSON.utf8),
            "comments.json": Data(OfflineDataset.commentsJSON.utf8),
            "users.json": Data(OfflineDataset.usersJSON.utf8),
        ]
    }
}
