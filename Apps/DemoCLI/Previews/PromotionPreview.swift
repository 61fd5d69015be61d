import FeatureUserInterface

/// The promotion screen in the catalog.
enum PromotionPreview: ScreenPreview {
    typealias View = PromotionView
    static let name = "promotion"

    static func states() -> [NamedState<PromotionViewState>] {
        [
            NamedState(name: "pending", state: PromotionViewState(code: "SPRING2026")),
            NamedState(name: "typing", state: PromotionViewState(code: "WELCOME10", isEditable: true)),
            NamedState(
                name: "typed-refused",
                state: PromotionViewState(
                    code: "SPRING2024", status: .invalid(reason: "it expired on 2024-05-31"), isEditable: true)),
            NamedState(name: "korean", state: PromotionViewState(code: "봄맞이할인", status: .applied(benefit: "모든 책 10% 할인"))),
            NamedState(name: "applying", state: PromotionViewState(code: "SPRING2026", status: .applying)),
            NamedState(name: "invalid", state: PromotionViewState(code: "EXPIRED-2019", status: .invalid(reason: "it expired on 2019-12-31"))),
            NamedState(
                name: "long",
                state: PromotionViewState(
                    code: "THIS-IS-A-VERY-LONG-PROMOTION-CODE-FROM-A-LINK-THAT-SOMEONE-SHARED-\u{1B}[31mWITH-ESCAPES",
                    status: .applied(benefit: "Free shipping on every order for a whole year, books, games and gift cards alike"))),
        ]
    }

}

extension PromotionPreview {
    /// Applying shows the check under way, then a scripted benefit.
    static func scriptedStates(after action: PromotionViewAction, from state: PromotionViewState) -> [PromotionViewState] {
        guard action == .apply || action == .submit(code: state.code) else { return [] }
        var applying = state
        applying.status = .applying
        var applied = state
        applied.status = .applied(benefit: "10% off")
        return [applying, applied]
    }
}

extension PromotionPreview {
    static func leaves(after action: PromotionViewAction) -> Bool {
        if case .dismiss = action { return true }
        return false
    }
}
