import Testing
import RIBs

@Suite("Relays")
struct RelayTests {
    @Test("a current-value relay starts each subscriber with the value, then every accepted value")
    func currentValue() async {
        let relay = CurrentValueRelay(0)
        var first = relay.values.makeAsyncIterator()
        var second = relay.values.makeAsyncIterator()
        relay.accept(1)
        relay.accept(1)
        relay.accept(2)
        #expect(relay.value == 2)
        for expected in [0, 1, 1, 2] {
            #expect(await first.next() == expected)
            #expect(await second.next() == expected)
        }
    }

    @Test("with duplicates removed, a value equal to the current one is dropped")
    func removingDuplicates() async {
        let relay = CurrentValueRelay("a", removingDuplicates: true)
        var values = relay.values.makeAsyncIterator()
        relay.accept("a")
        relay.accept("b")
        relay.accept("b")
        relay.accept("c")
        #expect(await values.next() == "a")
        #expect(await values.next() == "b")
        #expect(await values.next() == "c")
    }

    @Test("a subscriber that goes away is forgotten and blocks nobody")
    func subscriberGoesAway() async {
        let relay = CurrentValueRelay(0)
        let listener = Task {
            for await value in relay.values where value == 3 { return }
        }
        for value in 1...3 { relay.accept(value) }
        await listener.value
        // The stream's termination runs as the listener's iterator is released.
        while relay.subscriberCount > 0 { await Task.yield() }
        relay.accept(4)
        #expect(relay.subscriberCount == 0)
    }

    @Test("a replay relay gives a late subscriber the latest value")
    func replayLatest() async {
        let relay = ReplayRelay<String>()
        #expect(relay.latest == nil)
        relay.accept("loggedOut")
        relay.accept("loggedIn")
        #expect(await relay.first() == "loggedIn")
    }

    @Test("an empty replay relay waits for the first value")
    func replayWaits() async {
        let relay = ReplayRelay<Int>()
        async let first = relay.first()
        while relay.subscriberCount == 0 { await Task.yield() }
        relay.accept(7)
        #expect(await first == 7)
    }
}
