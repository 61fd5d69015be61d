/// What the promotion screen asks of whoever drives it.
public enum PromotionViewAction: ScreenAction, Hashable {
    case viewDidLoad
    case apply
    /// Apply the code the user typed.
    case submit(code: String)
    case dismiss
}
