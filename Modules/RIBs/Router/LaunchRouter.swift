/// The root router of an application, which launches the RIB tree.
@MainActor
public protocol LaunchRouting: ViewableRouting {
    /// Shows the root view in `window`, activates the root interactor, then loads the tree.
    func launch(from window: any Window)
}

/// The router of the root RIB.
@MainActor
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>, LaunchRouting {
    /// Shows the root view in `window`, activates the root interactor, then loads the tree.
    public final func launch(from window: any Window) {
        window.setRootViewControllable(viewControllable)
        interactable.activate()
        load()
    }
}
