/// An interactor that owns a presenter: the view controller (or presenter) it sends states to.
@MainActor
open class PresentableInteractor<PresenterType>: Interactor {
    /// The presenter this interactor drives.
    public let presenter: PresenterType

    /// Creates an inactive interactor driving `presenter`.
    public init(presenter: PresenterType) {
        self.presenter = presenter
        super.init()
    }
}
