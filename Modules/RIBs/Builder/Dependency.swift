/// What a RIB needs from its parent, declared as a protocol of properties.
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent.
public protocol EmptyDependency: Dependency {}
