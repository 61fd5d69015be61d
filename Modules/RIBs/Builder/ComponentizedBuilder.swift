/// A builder that creates a fresh component for every build, from dependencies known only at
/// build time: `DynamicComponentDependency` goes to the component, `DynamicBuildDependency` to
/// the RIB's objects.
///
/// Subclasses override ``build(with:_:)``. A component builder that hands out the same
/// instance twice would let two RIBs share their `shared` objects; that is caught: an assertion
/// failure in debug builds.
@MainActor
open class ComponentizedBuilder<Component, Router, DynamicBuildDependency, DynamicComponentDependency>: Buildable {
    private let componentBuilder: (DynamicComponentDependency) -> Component
    private weak var lastComponent: AnyObject?

    /// Creates a builder whose `componentBuilder` returns a new component on every call.
    public init(componentBuilder: @escaping (DynamicComponentDependency) -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// Builds a new RIB with a new component.
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) -> Router {
        let component = componentBuilder(dynamicComponentDependency)
        if let lastComponent, lastComponent === component as AnyObject {
            assertionFailure("\(type(of: self)): the component builder returned the component of the previous build again; return a new one for each build.")
        }
        lastComponent = component as AnyObject
        return build(with: component, dynamicBuildDependency)
    }

    /// Builds the RIB's router, interactor and view from `component`. Subclasses must override it.
    open func build(with component: Component, _ dynamicBuildDependency: DynamicBuildDependency) -> Router {
        preconditionFailure("\(type(of: self)) must override build(with:_:)")
    }
}

/// A componentized builder without dynamic dependencies.
@MainActor
open class SimpleComponentizedBuilder<Component, Router>: ComponentizedBuilder<Component, Router, Void, Void> {
    /// Creates a builder whose `componentBuilder` returns a new component on every call.
    public init(componentBuilder: @escaping () -> Component) {
        super.init { _ in componentBuilder() }
    }

    /// Builds a new RIB with a new component.
    public final func build() -> Router {
        build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
    }

    /// Forwards to ``build(with:)``, which subclasses override instead.
    public final override func build(with component: Component, _ dynamicBuildDependency: Void) -> Router {
        build(with: component)
    }

    /// Builds the RIB's router, interactor and view from `component`. Subclasses must override it.
    open func build(with component: Component) -> Router {
        preconditionFailure("\(type(of: self)) must override build(with:)")
    }
}
