import Synchronization
import Testing

@testable import RIBs

/// Subscribers that come and go while values pour in, as the app's screens do with its relays.
///
/// Before the relays stopped yielding under their lock, these hung for good within a few
/// thousand cycles: a producer held the relay's lock while resuming a subscriber (which needs
/// that subscriber task's lock), and the task being cancelled held its own lock while its
/// stream's end waited for the relay's. A `.timeLimit` cannot end such a hang, because the stuck
/// threads are the cooperative pool's; `Scripts/test`'s watchdog does, with every thread's stack.
@Suite("Relays under subscribe/cancel stress", .timeLimit(.minutes(2)))
struct RelayStressTests {
    /// Cycles per relay: eight lanes each subscribe, take a value, and cancel, over and over.
    static let cycles = 10_000
    static let lanes = 8

    @Test("a current-value relay survives 10,000 subscribe/cancel cycles against continuous accepts")
    func currentValueRelay() async {
        let relay = CurrentValueRelay(0)
        await Self.stress(subscribe: { relay.values }, accept: relay.accept, subscriberCount: { relay.subscriberCount })
    }

    @Test("a current-value relay that removes duplicates survives the same, comparing outside its lock")
    func currentValueRelayRemovingDuplicates() async {
        let relay = CurrentValueRelay(0, removingDuplicates: true)
        await Self.stress(subscribe: { relay.values }, accept: relay.accept, subscriberCount: { relay.subscriberCount })
    }

    @Test("a replay relay survives 10,000 subscribe/cancel cycles against continuous accepts")
    func replayRelay() async {
        let relay = ReplayRelay<Int>(bufferLimit: 64)
        await Self.stress(subscribe: { relay.values }, accept: relay.accept, subscriberCount: { relay.subscriberCount })
    }

    /// Accepts without pause on a task of its own while `lanes` tasks each subscribe, wait for a
    /// value (so the subscriber is suspended and being resumed), and cancel the subscriber.
    static func stress(
        subscribe: @escaping @Sendable () -> AsyncStream<Int>, accept: @escaping @Sendable (Int) -> Void,
        subscriberCount: @escaping @Sendable () -> Int
    ) async {
        let stop = Flag()
        let producer = Task.detached {
            var value = 0
            while !stop.isSet {
                value &+= 1
                accept(value)
                if value % 256 == 0 { await Task.yield() }
            }
        }
        let received = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<lanes {
                group.addTask {
                    var received = 0
                    for _ in 0..<(cycles / lanes) {
                        let subscriber = Task {
                            var seen = 0
                            for await _ in subscribe() {
                                seen += 1
                                if seen == 2 { break }
                            }
                            return seen
                        }
                        await Task.yield()
                        subscriber.cancel()
                        received += await subscriber.value
                    }
                    return received
                }
            }
            return await group.reduce(0, +)
        }
        stop.set()
        await producer.value
        // The subscribers were fed (one cancelled before it first asked gets nothing, rightly),
        // and every one that went was forgotten.
        #expect(received > 0)
        #expect(subscriberCount() == 0)
    }
}

/// A flag one task sets and another reads.
final class Flag: Sendable {
    private let value = Atomic(false)
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set() { value.store(true, ordering: .releasing) }
}
