/// What the promotion screen asks of whoever drives it.
public enum PromotionViewAction: ScreenAction {
    case viewDidLoad
    case apply
    case dismiss
}
