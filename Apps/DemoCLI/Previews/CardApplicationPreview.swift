import FeatureUserInterface

/// The card application in the catalog.
enum CardApplicationPreview: ScreenPreview {
    typealias View = CardApplicationView
    static let name = "card-application"

    static func states() -> [NamedState<CardApplicationViewState>] {
        let options: [CardApplicationViewState.Option] = [
            .init(id: "everyday", name: "입출금 계좌"), .init(id: "savings", name: "저축 계좌", isApplied: true), .init(id: "youth", name: "청년 계좌"),
        ]
        let form = CardApplicationViewState(
            accountType: "입출금 계좌", text: "체크카드를 신청하면 이 계좌에서 바로 결제됩니다. 연회비는 없습니다.", options: options, selectedID: "everyday")
        var loading = form
        loading.phase = .loading
        var completed = form
        completed.phase = .completed
        completed.reference = "CC-20481234"
        var failed = form
        failed.phase = .failed
        failed.message = "저장할 수 없습니다"
        var duplicate = form
        duplicate.selectedID = "savings"
        duplicate.accountType = "저축 계좌"
        duplicate.message = "저축 계좌에 대한 카드는 이미 신청했습니다."
        return [
            NamedState(name: "korean", state: form),
            NamedState(name: "loading-types", state: CardApplicationViewState(accountType: "", text: "체크카드는 선택한 계좌에서 바로 결제됩니다.")),
            NamedState(name: "loading", state: loading),
            NamedState(name: "completed", state: completed),
            NamedState(name: "failed", state: failed),
            NamedState(name: "duplicate", state: duplicate),
            NamedState(
                name: "long",
                state: CardApplicationViewState(
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
        case .choose(let id):
            state.selectedID = id
            state.accountType = state.options?.first { $0.id == id }?.name ?? state.accountType
            return [state]
        case .finish, .moveToMain, .retry:
            state.phase = .form
            return [state]
        case .viewDidLoad:
            return []
        }
    }
}

extension CardApplicationPreview {
    static func leaves(after action: CardApplicationViewAction) -> Bool {
        if case .moveToMain = action { return true }
        return false
    }
}
