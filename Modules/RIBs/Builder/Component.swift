import Foundation

/// What a RIB needs from its parent, declared as a protocol of properties.
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent.
public protocol EmptyDependency: Dependency {}

/// The dependency container of a RIB: it receives the parent's dependency and provides its own
/// children's, building each shared object once.
open class Component<DependencyType>: Dependency {
    /// What the parent provides.
    public let dependency: DependencyType

    // Recursive, because one shared factory may read another shared property.
    private let lock = NSRecursiveLock()
    private var sharedInstances: [String: Any] = [:]

    /// Creates a component over `dependency`.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// Builds the value once per property and returns that same value on every later call.
    ///
    /// Use it in a computed property: `var store: Store { shared { Store() } }`. A `nil` result
    /// is cached like any other. Safe to call from any thread.
    public final func shared<T>(__function function: String = #function, _ factory: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let instance = sharedInstances[function] {
            // Stored as `Optional<T>` so that a cached nil is told apart from a missing entry.
            return (instance as! Optional<T>)!
        }
        let instance = factory()
        sharedInstances[function] = Optional(instance) as Any
        return instance
    }
}

/// The component of a RIB at the root of a tree, which has no parent.
open class EmptyComponent: EmptyDependency {
    /// Creates the empty component.
    public init() {}
}
