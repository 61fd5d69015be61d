import Dispatch
import Synchronization
import Testing
@testable import RIBs

private final class Service {}

private final class TestComponent: Component<EmptyComponent> {
    var factoryRuns = 0
    var service: Service { shared { factoryRuns += 1; return Service() } }
    var otherService: Service { shared { Service() } }
    var missing: Service? { shared { factoryRuns += 1; return nil } }
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

    @Test("one shared factory may read another")
    func nestedShared() {
        let component = NestedComponent(dependency: EmptyComponent())
        #expect(component.outer.inner === component.inner)
    }
}

private final class CountingComponent: Component<EmptyComponent>, @unchecked Sendable {
    let factoryRuns = Mutex(0)
    var service: Service { shared { factoryRuns.withLock { $0 += 1 }; return Service() } }
}

private final class Outer {
    let inner: Service
    init(inner: Service) { self.inner = inner }
}

private final class NestedComponent: Component<EmptyComponent> {
    var inner: Service { shared { Service() } }
    var outer: Outer { shared { Outer(inner: inner) } }
}
