import Synchronization

/// The dependency container of a RIB: it receives the parent's dependency and provides its own
/// children's, building each shared object once.
open class Component<DependencyType>: Dependency {
    /// What the parent provides.
    public let dependency: DependencyType

    // Guards the table only: factories run, and replaced values go, outside it (a factory may
    // read another shared property, and a value's deinit is somebody else's code).
    private let sharedInstances = Mutex<[String: SharedInstance]>([:])

    /// A built value and the type it was built as; a name asked for with another type is
    /// built anew, as RIBs for iOS does, instead of failing a cast.
    private struct SharedInstance {
        var type: Any.Type
        var value: Any
    }

    /// Creates a component over `dependency`.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// Builds the value once per property and returns that same value on every later call.
    ///
    /// Use it in a computed property: `var store: Store { shared { Store() } }`. A `nil` result
    /// is cached like any other. Safe to call from any thread. Called from one name with
    /// another result type (two overloads of one method), it builds and keeps a new value.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (`__function` keeps the label out of the way: callers never pass it, `#function` does.)
    public final func shared<T>(__function function: String = #function, _ factory: () -> T) -> T {
        if let value: T = sharedInstances.withLock({ LockHandoff(Self.value(of: $0[function]) as T?) }).value {
            return value
        }
        let built = factory()
        // Two threads may have built at once: the first value kept is everyone's, and whatever
        // is dropped (the other build, a value of another type) is released after the lock.
        let builtHandoff = LockHandoff(built)
        let (kept, dropped): (T, Any?) = sharedInstances.withLock { instances in
            if let value: T = Self.value(of: instances[function]) { return LockHandoff<(T, Any?)>((value, builtHandoff.value)) }
            let replaced = instances.updateValue(SharedInstance(type: T.self, value: builtHandoff.value), forKey: function)
            return LockHandoff<(T, Any?)>((builtHandoff.value, replaced))
        }.value
        _ = dropped
        return kept
    }

    private static func value<T>(of instance: SharedInstance?) -> T? {
        guard let instance, instance.type == T.self else { return nil }
        return instance.value as? T
    }
}

/// The component of a RIB at the root of a tree, which has no parent.
open class EmptyComponent: EmptyDependency {
    /// Creates the empty component.
    public init() {}
}

/// Carries a value into or out of a `Mutex`'s closure, whose `sending` result would otherwise
/// refuse a value of a type that is not `Sendable`. It is what `NSLock` allowed before: the
/// component's values are handed out from its table to whichever thread asks, as RIBs for iOS
/// does; the lock keeps the table itself consistent.
private struct LockHandoff<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
