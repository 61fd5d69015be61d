/// Every screen DemoCLI can show, in the order the catalog lists them.
@MainActor
enum ScreenCatalog {
    static let previews: [AnyScreenPreview] = [
        AnyScreenPreview(LoggedOutPreview.self),
        AnyScreenPreview(HomePreview.self),
        AnyScreenPreview(MainMenuPreview.self),
        AnyScreenPreview(BoardPreview.self),
        AnyScreenPreview(PostDetailPreview.self),
        AnyScreenPreview(PostComposerPreview.self),
        AnyScreenPreview(ProfilePreview.self),
        AnyScreenPreview(OffGamePreview.self),
        AnyScreenPreview(TicTacToePreview.self),
        AnyScreenPreview(BookListPreview.self),
        AnyScreenPreview(BookDetailPreview.self),
        AnyScreenPreview(CartPreview.self),
        AnyScreenPreview(CardApplicationPreview.self),
        AnyScreenPreview(PromotionPreview.self),
    ]

    /// The preview called `name`, or nil.
    static func preview(named name: String) -> AnyScreenPreview? {
        previews.first { $0.name == name }
    }
}
