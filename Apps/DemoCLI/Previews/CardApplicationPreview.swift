import FeatureUserInterface

/// The card application in the catalog.
enum CardApplicationPreview: ScreenPreview {
    typealias View = CardApplicationView
    static let name = "card-application"

    static func states() -> [NamedState<CardApplicationViewState>] {
        let form = CardApplicationViewState(accountType: "입출금 통장", text: "체크카드를 신청하면 이 계좌에서 바로 결제됩니다. 연회비는 없습니다.")
        var loading = form
        loading.phase = .loading
        var completed = form
        completed.phase = .completed
        return [
            NamedState(name: "korean", state: form),
            NamedState(name: "loading", state: loading),
            NamedState(name: "completed", state: completed),
            NamedState(name: "long", state: CardApplicationViewState(
                accountType: "Everyday checking account with overdraft protection and international fee waiver",
                text: String(repeating: "Purchases are paid straight from this account; there is no annual fee. ", count: 8))),
        ]
    }

}

extension CardApplicationPreview {
    /// Applying shows the loading sheet, then the completed one; closing returns to the form.
    static func scriptedStates(after action: CardApplicationViewAction, from state: CardApplicationViewState) -> [CardApplicationViewState] {
        var state = state
        switch action {
        case .applyCheckCard:
            state.phase = .loading
            var completed = state
            completed.phase = .completed
            return [state, completed]
        case .finish, .moveToMain:
            state.phase = .form
            return [state]
        case .viewDidLoad:
            return []
        }
    }
}
