import RIBs
import Testing

@Suite("Relays", .timeLimit(.minutes(1)))
struct RelayTests {
    @Test("a current-value relay starts each subscriber with the value, then each value it accepts while they keep up")
    func currentValue() async {
        let relay = CurrentValueRelay(0)
        var first = relay.values.makeAsyncIterator()
        var second = relay.values.makeAsyncIterator()
        #expect(await first.next() == 0)
        #expect(await second.next() == 0)
        for value in [1, 1, 2] {
            relay.accept(value)
            #expect(relay.value == value)
            #expect(await first.next() == value)
            #expect(await second.next() == value)
        }
    }

    @Test("a current-value subscriber slower than the producer holds only the latest value")
    func slowSubscriberGetsLatest() async {
        let relay = CurrentValueRelay(0)
        var slow = relay.values.makeAsyncIterator()
        for value in 1...10_000 { relay.accept(value) }
        // Latest wins: nothing accumulates for a subscriber that does not keep up.
        #expect(await slow.next() == 10_000)
        relay.accept(10_001)
        #expect(await slow.next() == 10_001)
    }

    /// A value equal to another of the same name, whatever its tag: the tag shows which of two
    /// equal values a relay kept.
    private struct Tagged: Equatable, Sendable {
        var name: String
        var tag: Int
        static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.name == rhs.name }
    }

    @Test("with duplicates removed, a value equal to the current one is dropped: the current one stays, and nobody hears of it")
    func removingDuplicates() async {
        let relay = CurrentValueRelay(Tagged(name: "a", tag: 0), removingDuplicates: true)
        var values = relay.values.makeAsyncIterator()
        #expect(await values.next()?.tag == 0)
        relay.accept(Tagged(name: "a", tag: 1))
        #expect(relay.value.tag == 0)
        relay.accept(Tagged(name: "b", tag: 2))
        #expect(await values.next() == Tagged(name: "b", tag: 2))
        // Without the option an equal value replaces the current one.
        let plain = CurrentValueRelay(Tagged(name: "a", tag: 0))
        plain.accept(Tagged(name: "a", tag: 1))
        #expect(plain.value.tag == 1)
    }

    @Test("a subscriber that goes away is forgotten at once and blocks nobody")
    func subscriberGoesAway() async {
        let relay = CurrentValueRelay(0)
        let listener = Task {
            for await value in relay.values where value == 3 { return }
        }
        let subscribed = relay.values
        #expect(relay.subscriberCount >= 1)
        for value in 1...3 { relay.accept(value) }
        await listener.value
        // The listener's iterator is gone with its task; the stream's end removed it synchronously.
        #expect(relay.subscriberCount == 1)
        relay.accept(4)
        _ = subscribed
    }

    @Test("a replay relay keeps every value for a subscriber, in order")
    func replayKeepsEveryValue() async {
        let relay = ReplayRelay<Int>()
        var values = relay.values.makeAsyncIterator()
        for value in 1...100 { relay.accept(value) }
        for expected in 1...100 { #expect(await values.next() == expected) }
    }

    @Test("a replay relay gives a late subscriber the latest value")
    func replayLatest() async {
        let relay = ReplayRelay<String>()
        #expect(relay.latest == nil)
        relay.accept("loggedOut")
        relay.accept("loggedIn")
        #expect(await relay.first() == "loggedIn")
    }

    @Test("an empty replay relay's subscriber gets the first value accepted after it subscribed")
    func replayWaits() async {
        let relay = ReplayRelay<Int>()
        var values = relay.values.makeAsyncIterator()
        #expect(relay.subscriberCount == 1)
        relay.accept(7)
        relay.accept(8)
        #expect(await values.next() == 7)
    }
}
