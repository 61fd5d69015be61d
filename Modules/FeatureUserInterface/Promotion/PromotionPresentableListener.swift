/// Whoever handles the Promotion screen's actions (a promotion code from a deep link): in the app, its interactor.
@MainActor
public protocol PromotionPresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: PromotionViewAction)
}
