import FeatureUserInterface
import RIBs
import Resources

/// What the CardApplication RIB needs from its parent.
@MainActor
public protocol CardApplicationDependency: Dependency {
    /// The bank the application goes to.
    var cardRepository: any CardRepository { get }
}

/// The CardApplication RIB's dependencies.
final class CardApplicationComponent: Component<any CardApplicationDependency> {
    @MainActor var cardRepository: any CardRepository { dependency.cardRepository }
}

/// Builds the CardApplication RIB.
@MainActor
public protocol CardApplicationBuildable: Buildable {
    /// A new card application reporting to `listener`.
    func build(withListener listener: any CardApplicationListener) -> any CardApplicationRouting
}

/// Builds the CardApplication RIB: choose an account type, apply, see the result.
public final class CardApplicationBuilder: Builder<any CardApplicationDependency>, CardApplicationBuildable {
    public func build(withListener listener: any CardApplicationListener) -> any CardApplicationRouting {
        let component = CardApplicationComponent(dependency: dependency)
        let initial = CardApplicationViewState(accountType: "", text: R.string.card.text())
        let viewController = CardApplicationViewController(initialState: initial)
        let interactor = CardApplicationInteractor(presenter: viewController, repository: component.cardRepository, state: initial)
        interactor.listener = listener
        return CardApplicationRouter(interactor: interactor, viewController: viewController)
    }
}
