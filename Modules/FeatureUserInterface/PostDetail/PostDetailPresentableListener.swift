/// Whoever handles the PostDetail screen's actions (one post with its comments): in the app, its interactor.
@MainActor
public protocol PostDetailPresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: PostDetailViewAction)
}
