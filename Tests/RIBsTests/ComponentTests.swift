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
