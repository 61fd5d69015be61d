/// Whoever handles the BookList screen's actions (the bookstore's shelf): in the app, its interactor.
@MainActor
public protocol BookListPresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: BookListViewAction)
}
