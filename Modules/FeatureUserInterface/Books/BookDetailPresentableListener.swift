/// Whoever handles the BookDetail screen's actions (one book, with add to cart): in the app, its interactor.
@MainActor
public protocol BookDetailPresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: BookDetailViewAction)
}
