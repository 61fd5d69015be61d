import Dispatch
import Synchronization
import SystemCalls
import Testing

@testable import AppHost

/// The one queue between a producer that never waits and the thread that sends to a slow peer
/// (an inspector, a page, a watcher): its bounds, its latest value, its wake-ups, its end, and
/// that nothing is released or called while it holds its lock.
@Suite("The dropping queue every slow peer is fed through", .timeLimit(.minutes(1)))
struct DroppingQueueTests {
    private func isWoken<Element, Latest>(_ queue: DroppingQueue<Element, Latest>) -> Bool {
        PipeReadiness.isReadable(queue.wakePipe.readEnd)
    }

    @Test("past its count, the oldest elements are dropped and counted; the rest keep their order")
    func dropsOldestPastCount() throws {
        let queue = try #require(DroppingQueue<Int, Never>(limits: .init(count: 3)))
        for number in 1...5 { queue.append(number) }
        let batch = queue.take()
        #expect(batch.elements == [3, 4, 5])
        #expect(batch.dropped == 2)
        let next = queue.take()
        #expect(next.elements.isEmpty)
        #expect(next.dropped == 0, "what was dropped is told once")
    }

    @Test("past its weight, the oldest are dropped; the newest stays however heavy")
    func dropsOldestPastWeight() throws {
        let queue = try #require(DroppingQueue<[UInt8], Never>(limits: .init(count: 100, weight: 10), weigh: \.count))
        queue.append([UInt8](repeating: 1, count: 4))
        queue.append([UInt8](repeating: 2, count: 4))
        queue.append([UInt8](repeating: 3, count: 4))
        var batch = queue.take()
        #expect(batch.elements.map(\.first) == [2, 3])
        #expect(batch.dropped == 1)
        queue.append([UInt8](repeating: 4, count: 4))
        queue.append([UInt8](repeating: 5, count: 50))
        batch = queue.take()
        #expect(batch.elements.map(\.count) == [50], "the newest stays, alone, even over the weight")
        #expect(batch.dropped == 1)
    }

    @Test("initial elements are held to the same limits")
    func initialElementsAreBounded() throws {
        let queue = DroppingQueue<Int, Int>(
            wakePipe: try #require(WakePipe.make()), limits: .init(count: 2), elements: [1, 2, 3], latest: 9, isFinished: true)
        let batch = queue.take()
        #expect(batch.elements == [2, 3])
        #expect(batch.dropped == 1)
        #expect(batch.latest == 9)
        #expect(batch.isFinished)
    }

    @Test("a newer latest value replaces the one waiting and is not counted as dropped; only-if-nothing-waits keeps what waits")
    func latestIsReplaced() throws {
        let queue = try #require(DroppingQueue<Int, String>(limits: .init(count: 1)))
        queue.replaceLatest("first")
        queue.replaceLatest("second")
        queue.replaceLatest("third", onlyIfNothingWaits: true)
        var batch = queue.take()
        #expect(batch.latest == "second")
        #expect(batch.dropped == 0)
        queue.replaceLatest("fourth", onlyIfNothingWaits: true)
        batch = queue.take()
        #expect(batch.latest == "fourth")
        #expect(queue.take().latest == nil)
    }

    @Test("one wake-up per take however many offers; a deferred one waits for wakeIfPending")
    func wakesOncePerTake() throws {
        let queue = try #require(DroppingQueue<Int, Int>(limits: .init(count: 10)))
        #expect(!isWoken(queue))
        queue.wakeIfPending()
        #expect(!isWoken(queue), "nothing waits, so nothing wakes")
        queue.append(1, wakes: false)
        #expect(!isWoken(queue), "the wake-up is left for later")
        queue.wakeIfPending()
        #expect(isWoken(queue))
        queue.append(2)
        queue.replaceLatest(3)
        _ = queue.take()
        #expect(!isWoken(queue), "the take emptied the pipe")
        queue.replaceLatest(4)
        #expect(isWoken(queue), "the first offer after a take wakes again")
    }

    @Test("after finish, offers are ignored; the consumer takes what was left and sees the end")
    func finishEndsTheQueue() throws {
        let queue = try #require(DroppingQueue<Int, Int>(limits: .init(count: 10)))
        queue.append(1)
        queue.finish()
        queue.append(2)
        queue.replaceLatest(3)
        let batch = queue.take()
        #expect(batch.elements == [1])
        #expect(batch.latest == nil)
        #expect(batch.isFinished)
        #expect(isWoken(queue) == false)
        queue.finish()
        #expect(isWoken(queue), "finish always wakes the consumer")
    }

    @Test("dropped and replaced values are released, and weights measured, outside the queue's lock")
    func nothingRunsUnderTheLock() throws {
        let holder = QueueHolder()
        let queue = try #require(
            DroppingQueue<Probe, Probe>(limits: .init(count: 1)) { probe in
                probe.weighed(holder)
                return 0
            })
        holder.queue.withLock { $0 = queue }
        queue.append(Probe(holder))
        queue.append(Probe(holder))  // drops the first
        queue.replaceLatest(Probe(holder))
        queue.replaceLatest(Probe(holder))  // replaces the first latest
        _ = queue.take()
        holder.queue.withLock { $0 = nil }
        #expect(holder.checks.withLock { $0 } >= 6)
        #expect(holder.blocked.withLock { $0 } == 0, "a weigh or a release waited for the queue's lock")
    }
}

/// Where a ``Probe`` finds its queue, and what the probes saw.
private final class QueueHolder: Sendable {
    let queue = Mutex<DroppingQueue<Probe, Probe>?>(nil)
    let checks = Mutex(0)
    let blocked = Mutex(0)

    /// Asks another thread to go through the queue's lock and waits a while for it: when the
    /// caller holds that lock, the other thread cannot get it until the caller gives up.
    func checkLockIsFree() {
        guard let queue = queue.withLock({ $0 }) else { return }
        let through = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            queue.wakeIfPending()
            through.signal()
        }
        checks.withLock { $0 += 1 }
        if through.wait(timeout: .now() + .seconds(2)) == .timedOut { blocked.withLock { $0 += 1 } }
    }
}

/// A value that checks, when weighed and when released, that its queue's lock is free.
private final class Probe: Sendable {
    private let holder: QueueHolder

    init(_ holder: QueueHolder) { self.holder = holder }

    func weighed(_ holder: QueueHolder) { holder.checkLockIsFree() }

    deinit { holder.checkLockIsFree() }
}
