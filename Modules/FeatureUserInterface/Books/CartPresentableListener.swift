/// Whoever handles the Cart screen's actions (the bookstore's cart and checkout): in the app, its interactor.
@MainActor
public protocol CartPresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: CartViewAction)
}
