/// An interactor that owns a presenter: the view controller (or presenter) it sends states to.
@MainActor
open class PresentableInteractor<PresenterType>: Interactor {
    /// The presenter this interactor drives.
    public let presenter: PresenterType
    /// The detector that was current when the interactor was made; a deinit sees no task-locals.
    private let leakDetector = LeakDetector.current

    /// Creates an inactive interactor driving `presenter`.
    public init(presenter: PresenterType) {
        self.presenter = presenter
        super.init()
    }

    // Nonisolated, run on the main actor where the tree releases it (see Interactor's deinit).
    nonisolated deinit {
        MainActor.assumeIsolated {
            _ = leakDetector.expectDeallocate(object: presenter as AnyObject)
        }
    }
}
