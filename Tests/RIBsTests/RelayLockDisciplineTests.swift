import Synchronization
import Testing

@testable import RIBs

/// Code that is not the relay's own (a subscriber, a replaced value's deinit, a duplicate test)
/// never runs under the relay's lock, so it may use the relay itself.
@Suite("Relays call no code under their lock", .timeLimit(.minutes(1)))
struct RelayLockDisciplineTests {
    @Test("a value whose deinit ends a subscription of the same relay can be replaced (it trapped: recursive lock)")
    func replacedValueDeinitUsesTheRelay() async {
        let relay = CurrentValueRelay<Payload?>(nil)
        let subscription = relay.values
        let ended = Flag()
        relay.accept(
            Payload {
                _ = relay.subscriberCount
                _ = subscription
                ended.set()
            })
        relay.accept(nil)
        #expect(ended.isSet)
        #expect(relay.value == nil)
    }

    @Test("a duplicate test may read the relay")
    func duplicateTestReadsTheRelay() async {
        let relay = Box<CurrentValueRelay<Reading>>()
        relay.value = CurrentValueRelay(Reading(value: 0, peek: { relay.value?.subscriberCount ?? 0 }), removingDuplicates: true)
        var values = relay.value!.values.makeAsyncIterator()
        #expect(await values.next()?.value == 0)
        relay.value!.accept(Reading(value: 1, peek: { relay.value?.subscriberCount ?? 0 }))
        #expect(await values.next()?.value == 1)
    }

    @Test("a subscriber that accepts into the relay it reads sees its own values in order")
    func subscriberAcceptsIntoItsRelay() async {
        let relay = CurrentValueRelay(0)
        var seen: [Int] = []
        for await value in relay.values {
            seen.append(value)
            if value == 5 { break }
            relay.accept(value + 1)
        }
        #expect(seen == [0, 1, 2, 3, 4, 5])
    }

    @Test("a replay subscriber that falls behind keeps the newest values, up to the relay's bound")
    func replayBufferIsBounded() async {
        let relay = ReplayRelay<Int>(bufferLimit: 8)
        var values = relay.values.makeAsyncIterator()
        for value in 1...10_000 { relay.accept(value) }
        var received: [Int] = []
        for _ in 0..<8 { received.append(await values.next() ?? -1) }
        #expect(received == Array(9_993...10_000))
        relay.accept(10_001)
        #expect(await values.next() == 10_001)
    }

    @Test("a released relay finishes its subscribers")
    func releasedRelayFinishes() async {
        var relay: ReplayRelay<Int>? = ReplayRelay()
        let values = relay!.values
        relay?.accept(1)
        relay = nil
        var received: [Int] = []
        for await value in values { received.append(value) }
        #expect(received == [1])
    }
}

/// A value that runs `onDeinit` when it goes.
private final class Payload: Sendable, Equatable {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
    static func == (lhs: Payload, rhs: Payload) -> Bool { lhs === rhs }
}

/// A value whose equality reads something else, as an `==` that consults shared state may.
private struct Reading: Sendable, Equatable {
    var value: Int
    var peek: @Sendable () -> Int
    static func == (lhs: Reading, rhs: Reading) -> Bool {
        _ = lhs.peek()
        return lhs.value == rhs.value
    }
}

/// A late-bound reference, for a relay whose values refer to it.
private final class Box<Value: Sendable>: @unchecked Sendable {
    // Set once, before any other thread sees the box.
    var value: Value?
}
