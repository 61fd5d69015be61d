import FeatureUserInterface

/// Records the actions a screen sends, in order; conforms to every screen's listener.
@MainActor
final class ActionRecorder<Action: Sendable> {
    private(set) var actions: [Action] = []

    func request(action: Action) {
        actions.append(action)
    }
}

extension ActionRecorder: LoggedOutPresentableListener where Action == LoggedOutViewAction {}
extension ActionRecorder: MainMenuPresentableListener where Action == MainMenuViewAction {}
extension ActionRecorder: BoardPresentableListener where Action == BoardViewAction {}
extension ActionRecorder: PostDetailPresentableListener where Action == PostDetailViewAction {}
extension ActionRecorder: ProfilePresentableListener where Action == ProfileViewAction {}
extension ActionRecorder: OffGamePresentableListener where Action == OffGameViewAction {}
extension ActionRecorder: TicTacToePresentableListener where Action == TicTacToeViewAction {}
extension ActionRecorder: BookListPresentableListener where Action == BookListViewAction {}
extension ActionRecorder: BookDetailPresentableListener where Action == BookDetailViewAction {}
extension ActionRecorder: CartPresentableListener where Action == CartViewAction {}
extension ActionRecorder: CardApplicationPresentableListener where Action == CardApplicationViewAction {}
extension ActionRecorder: PromotionPresentableListener where Action == PromotionViewAction {}
