/// What the promotion screen asks of whoever drives it.
public enum PromotionViewAction: Equatable, Sendable {
    case viewDidLoad
    case apply
    case dismiss
}
