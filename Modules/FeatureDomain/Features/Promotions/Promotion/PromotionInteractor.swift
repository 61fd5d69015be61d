import FeatureUserInterface
import RIBs
import Resources

/// The Promotion RIB's routing, as its interactor sees it.
@MainActor
public protocol PromotionRouting: ViewableRouting {}

/// The promotion screen, as its interactor sees it.
@MainActor
public protocol PromotionPresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<PromotionViewAction>)? { get set }
    /// Shows `state`.
    func update(state: PromotionViewState)
}

/// The Promotion interactor, as its screen sees it.
@MainActor
public protocol PromotionPresentableListener: ScreenActionListener<PromotionViewAction> {}

/// What Promotion tells its parent.
@MainActor
public protocol PromotionListener: AnyObject {
    /// The user closed the promotion screen.
    func promotionDidClose()
}

/// The promotion's logic: hands the code to the ``BookService``, which checks it with
/// ``PromotionCode`` and discounts the cart, and says what the code gives or why it cannot.
final class PromotionInteractor: PresentableInteractor<any PromotionPresentable>, PromotionInteractable, PromotionPresentableListener {
    weak var router: (any PromotionRouting)?
    weak var listener: (any PromotionListener)?
    private let bookService: any BookService
    private var state: PromotionViewState

    init(presenter: any PromotionPresentable, bookService: any BookService, state: PromotionViewState) {
        self.bookService = bookService
        self.state = state
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func request(action: PromotionViewAction) {
        switch action {
        case .viewDidLoad: break
        case .apply: apply(state.code)
        case .submit(let code): apply(code)
        case .dismiss: listener?.promotionDidClose()
        }
    }

    private func apply(_ code: String) {
        state.code = code
        switch bookService.applyPromotion(code) {
        case .success(let offer): state.status = .applied(benefit: Self.benefit(of: offer))
        case .failure(let refusal): state.status = .invalid(reason: Self.reason(for: refusal))
        }
        presenter.update(state: state)
    }

    /// What `offer` gives, for the user.
    static func benefit(of offer: PromotionOffer) -> String {
        if let percent = offer.percentOff { return R.string.promo.benefitPercent(percent) }
        return R.string.promo.benefitAmount(Won.format(offer.amountOff ?? 0))
    }

    /// Why a code was refused, for the user.
    static func reason(for refusal: PromotionCode.Refusal) -> String {
        switch refusal {
        case .badFormat: R.string.promo.reasonFormat()
        case .unknown: R.string.promo.reasonUnknown()
        case .expired(let lastDay): R.string.promo.reasonExpired(lastDay)
        case .alreadyUsed: R.string.promo.reasonUsed()
        }
    }
}
