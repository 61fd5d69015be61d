import DesignSystem
import Synchronization
import SystemCalls
import Testing

@testable import AppHost

/// The queues between the app and a slow inspector, and between `inspect` and a slow page: each
/// is bounded, drops the oldest past its bound and counts what it dropped; the newest always stays.
@Suite("The inspector's bounded queues")
struct InspectorQueueBoundsTests {
    @Test("an inspector that does not read holds at most 1,024 events and the newest frame; the rest is counted as lost")
    func subscriptionIsBounded() throws {
        let subscription = try #require(InspectorSubscription())
        let extra = 500
        for index in 0..<(InspectorSubscription.capacity + extra) {
            subscription.append(.link(time: Double(index), event: .step("step \(index)")))
        }
        subscription.replaceLatest(CellBuffer(size: Size(width: 2, height: 1)))
        subscription.replaceLatest(CellBuffer(size: Size(width: 3, height: 1)))
        let pending = subscription.take()
        #expect(pending.elements.count == InspectorSubscription.capacity)
        #expect(pending.dropped == extra)
        #expect(pending.latest?.size.width == 3, "only the newest frame is kept")
        guard case .link(let time, _) = try #require(pending.elements.last) else {
            Issue.record("not the event offered")
            return
        }
        #expect(time == Double(InspectorSubscription.capacity + extra - 1), "the newest event stays")
        #expect(subscription.take().elements.isEmpty)
    }

    @Test("a page that does not read holds at most 1,000 events and 4 MiB; the newest stays, the rest is counted as lost")
    func pageQueueIsBounded() throws {
        let page = EventStreamClient(wakePipe: try #require(WakePipe.make()))
        let event = [UInt8](repeating: 65, count: 8_192)
        for _ in 0..<3_000 { page.append(event) }
        page.append(Array("newest".utf8))
        let pending = page.take()
        let bytes = pending.elements.reduce(0) { $0 + $1.count }
        #expect(bytes <= EventStreamClient.byteCapacity)
        #expect(pending.elements.count <= EventStreamClient.capacity)
        #expect(pending.dropped == 3_001 - pending.elements.count)
        #expect(pending.elements.last == Array("newest".utf8))
    }

    @Test("the hub admits 2 inspectors and tells each change of their number; a third is refused as full")
    func hubCountsInspectors() throws {
        let counts = CountLog()
        let hub = InspectorHub { counts.append($0) }
        guard case .success(let first) = hub.subscribe(), case .success(let second) = hub.subscribe() else {
            Issue.record("two inspectors are admitted")
            return
        }
        guard case .failure(.full) = hub.subscribe() else {
            Issue.record("a third inspector is refused")
            return
        }
        hub.unsubscribe(first)
        hub.unsubscribe(second)
        #expect(counts.values == [1, 2, 1, 0])
        hub.finish()
        guard case .failure(.finished) = hub.subscribe() else {
            Issue.record("after the app finished, inspectors are refused")
            return
        }
    }
}

/// The counts a hub told, in order.
private final class CountLog: Sendable {
    private let log = Mutex<[Int]>([])
    func append(_ count: Int) { log.withLock { $0.append(count) } }
    var values: [Int] { log.withLock { $0 } }
}
