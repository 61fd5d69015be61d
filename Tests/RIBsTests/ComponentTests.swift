import Dispatch
import Synchronization
import Testing

@testable import RIBs

private final class Service {}

private final class TestComponent: Component<EmptyComponent> {
    var factoryRuns = 0
    var service: Service {
        shared {
            factoryRuns += 1
            return Service()
        }
    }
    var otherService: Service { shared { Service() } }
    var missing: Service? {
        shared {
            factoryRuns += 1
            return nil
        }
    }
}

@Suite("Component")
struct ComponentTests {
    @Test("shared builds once per property and returns the same instance")
    func sharedOnce() {
        let component = TestComponent(dependency: EmptyComponent())
        #expect(component.service === component.service)
        #expect(component.factoryRuns == 1)
    }

    @Test("different properties give different instances")
    func differentProperties() {
        let component = TestComponent(dependency: EmptyComponent())
        #expect(component.service !== component.otherService)
    }

    @Test("a nil result is cached too")
    func nilCached() {
        let component = TestComponent(dependency: EmptyComponent())
        #expect(component.missing == nil)
        #expect(component.missing == nil)
        #expect(component.factoryRuns == 1)
    }
}

extension ComponentTests {
    @Test("shared is safe under concurrent access: the factory still runs once")
    func concurrentAccess() {
        let component = CountingComponent(dependency: EmptyComponent())
        let instances = Mutex<[ObjectIdentifier]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let service = component.service
            instances.withLock { $0.append(ObjectIdentifier(service)) }
        }
        #expect(Set(instances.withLock { $0 }).count == 1)
        #expect(component.factoryRuns.withLock { $0 } == 1)
    }

    @Test("shared called under one property name with two result types builds a new value instead of crashing")
    func sharedWithTwoTypesUnderOneName() {
        let component = OverloadedComponent(dependency: EmptyComponent())
        let service: Service = component.make()
        let name: String = component.make()
        #expect(name == "made")
        // The name now holds the String; asking for the Service again builds a new one.
        let rebuilt: Service = component.make()
        #expect(rebuilt !== service)
        #expect((component.make() as Service) === rebuilt)
    }

    @Test("one shared factory may read another")
    func nestedShared() {
        let component = NestedComponent(dependency: EmptyComponent())
        #expect(component.outer.inner === component.inner)
    }
}

private final class CountingComponent: Component<EmptyComponent>, @unchecked Sendable {
    let factoryRuns = Mutex(0)
    var service: Service {
        shared {
            factoryRuns.withLock { $0 += 1 }
            return Service()
        }
    }
}

private final class Outer {
    let inner: Service
    init(inner: Service) { self.inner = inner }
}

private final class NestedComponent: Component<EmptyComponent> {
    var inner: Service { shared { Service() } }
    var outer: Outer { shared { Outer(inner: inner) } }
}

/// Two `make()` overloads differ only by result type, so `#function` names both "make()".
private final class OverloadedComponent: Component<EmptyComponent> {
    func make() -> Service { shared { Service() } }
    func make() -> String { shared { "made" } }
}
