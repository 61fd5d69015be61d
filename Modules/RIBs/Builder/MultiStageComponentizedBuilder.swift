/// A builder whose RIB is made in several stages that share one component: every stage of a
/// pass reads ``componentForCurrentBuildPass`` and gets the same component, and
/// ``finalStageBuild(withDynamicDependency:)`` ends the pass, so the next read starts a new
/// pass with a new component.
///
/// Use it when a parent needs something from the child's component (a relay, a view) before
/// the child RIB is built. The builder keeps the component only for the current pass, so it
/// never outlives the RIB it was made for. A component builder that hands out the same
/// instance for two passes is caught: an assertion failure in debug builds.
@MainActor
open class MultiStageComponentizedBuilder<Component, Router, DynamicBuildDependency>: Buildable {
    private let componentBuilder: () -> Component
    private var currentPassComponent: Component?
    private weak var lastComponent: AnyObject?

    /// Creates a builder whose `componentBuilder` returns a new component on every call.
    public init(componentBuilder: @escaping () -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// The component of the current pass: made on the first read of a pass, then the same
    /// one until ``finalStageBuild(withDynamicDependency:)`` ends the pass.
    public final var componentForCurrentBuildPass: Component {
        if let currentPassComponent { return currentPassComponent }
        let component = componentBuilder()
        if let lastComponent, lastComponent === component as AnyObject {
            assertionFailure("\(type(of: self)): the component builder returned the component of the previous pass again; return a new one for each pass.")
        }
        lastComponent = component as AnyObject
        currentPassComponent = component
        return component
    }

    /// Builds the RIB from the current pass's component and ends the pass.
    public final func finalStageBuild(withDynamicDependency dynamicDependency: DynamicBuildDependency) -> Router {
        let router = finalStageBuild(with: componentForCurrentBuildPass, dynamicDependency)
        currentPassComponent = nil
        return router
    }

    /// Builds the RIB's router, interactor and view from `component`. Subclasses must override it.
    open func finalStageBuild(with component: Component, _ dynamicDependency: DynamicBuildDependency) -> Router {
        preconditionFailure("\(type(of: self)) must override finalStageBuild(with:_:)")
    }
}

/// A multi-stage builder without a dynamic build dependency.
@MainActor
open class SimpleMultiStageComponentizedBuilder<Component, Router>: MultiStageComponentizedBuilder<Component, Router, Void> {
    /// Creates a builder whose `componentBuilder` returns a new component on every call.
    public override init(componentBuilder: @escaping () -> Component) {
        super.init(componentBuilder: componentBuilder)
    }

    /// Builds the RIB from the current pass's component and ends the pass.
    public final func finalStageBuild() -> Router {
        finalStageBuild(withDynamicDependency: ())
    }

    /// Forwards to ``finalStageBuild(with:)``, which subclasses override instead.
    public final override func finalStageBuild(with component: Component, _ dynamicDependency: Void) -> Router {
        finalStageBuild(with: component)
    }

    /// Builds the RIB's router, interactor and view from `component`. Subclasses must override it.
    open func finalStageBuild(with component: Component) -> Router {
        preconditionFailure("\(type(of: self)) must override finalStageBuild(with:)")
    }
}
