/// A builder of a RIB: the one place that creates its router, interactor, view and component.
@MainActor
public protocol Buildable: AnyObject {}

/// A builder whose RIB needs `DependencyType` from its parent.
@MainActor
open class Builder<DependencyType>: Buildable {
    /// What the parent provides.
    public let dependency: DependencyType

    /// Creates a builder that builds RIBs from `dependency`.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
