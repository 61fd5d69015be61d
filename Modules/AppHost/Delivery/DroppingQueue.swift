import Synchronization
import SystemCalls

/// What one producer that must never wait (the main actor, `inspect`'s reader thread) hands to
/// the one thread that sends it on to a peer which may be slow: an inspector, a page, a watcher.
///
/// The policy, the same for every such peer:
/// - **Capacity.** At most ``Limits/count`` elements whose weights add up to at most
///   ``Limits/weight``. Past either, the oldest are dropped and counted (``Batch/dropped``), so
///   the peer can say that it lost some; the newest element always stays, however heavy.
/// - **The latest value.** Beside the elements, one `Latest` (the newest frame, the newest tree):
///   a newer one replaces it, as only the newest is worth sending. It is not counted as dropped.
/// - **Producers never block.** An offer holds the lock for a few assignments. Nothing is called
///   while it is held: weights are measured before it is taken, dropped and replaced values are
///   released after it (their deinitialisers are not this type's to know), and the wake-up byte
///   is written after it.
/// - **How the consumer waits.** It polls ``wakePipe`` together with its socket, then calls
///   ``take()``, which empties the pipe and hands over everything waiting. At most one wake-up
///   byte waits in the pipe: the first offer after a take writes it, later ones find it written.
///   An offer may leave the wake-up for later (`wakes: false`, so the consumer's thread does not
///   compete with the producer's next step); ``wakeIfPending()`` then writes it.
/// - **The end.** After ``finish()`` offers are ignored; the consumer takes what was left, sees
///   ``Batch/isFinished`` and stops.
final class DroppingQueue<Element: Sendable, Latest: Sendable>: Sendable {
    /// How much the queue holds before it drops the oldest elements.
    struct Limits: Sendable {
        /// The most elements held.
        var count: Int
        /// The most their weights may add up to.
        var weight: Int = .max
    }

    /// Everything that waited at a ``DroppingQueue/take()``.
    struct Batch {
        /// The elements in the order they were offered, the oldest first.
        var elements: [Element] = []
        /// The newest `Latest` offered since the last take.
        var latest: Latest?
        /// How many elements were dropped since the last take.
        var dropped = 0
        /// Whether the producer has finished: nothing more will come.
        var isFinished = false
    }

    private struct Entry {
        var element: Element
        var weight: Int
    }

    private struct State {
        var entries: [Entry] = []
        var weight = 0
        var latest: Latest?
        var dropped = 0
        var isFinished = false
        /// Whether a wake-up byte waits in the pipe (none is written again until a take).
        var isWakePending = false

        var isEmpty: Bool { entries.isEmpty && latest == nil }
    }

    /// Readable when there is something to take: the consumer polls it beside its socket.
    let wakePipe: WakePipe
    private let limits: Limits
    private let weigh: @Sendable (Element) -> Int
    private let state: Mutex<State>

    /// A queue that owns `wakePipe` from here on and starts with `elements` (the oldest dropped
    /// past `limits`, as if they had been offered one by one), `latest`, and finished already
    /// when `isFinished`. `weigh` gives an element's weight (none by default).
    init(
        wakePipe: WakePipe, limits: Limits, weigh: @escaping @Sendable (Element) -> Int = { _ in 0 },
        elements: [Element] = [], latest: Latest? = nil, isFinished: Bool = false
    ) {
        self.wakePipe = wakePipe
        self.limits = limits
        self.weigh = weigh
        var initial = State(latest: latest, isFinished: isFinished)
        for element in elements {
            initial.entries.append(Entry(element: element, weight: weigh(element)))
            initial.weight &+= initial.entries[initial.entries.count - 1].weight
            _ = Self.dropOverLimits(&initial, limits)
        }
        state = Mutex(initial)
    }

    /// An empty queue with a pipe of its own; nil when the system has no pipe to give.
    convenience init?(limits: Limits, weigh: @escaping @Sendable (Element) -> Int = { _ in 0 }) {
        guard let wakePipe = WakePipe.make() else { return nil }
        self.init(wakePipe: wakePipe, limits: limits, weigh: weigh)
    }

    deinit {
        wakePipe.close()
    }

    /// Queues `element`, dropping the oldest past the limits; never blocks. Without `wakes` the
    /// consumer is not woken now: ``wakeIfPending()`` does it later.
    func append(_ element: Element, wakes: Bool = true) {
        let entry = Entry(element: element, weight: weigh(element))
        let (wakes, dropped) = state.withLock { state -> (Bool, [Entry]) in
            guard !state.isFinished else { return (false, []) }
            state.entries.append(entry)
            state.weight &+= entry.weight
            let dropped = Self.dropOverLimits(&state, limits)
            return (wakes && Self.claimWake(&state), dropped)
        }
        // Released here, after the lock.
        _ = dropped
        if wakes { wakePipe.wake() }
    }

    /// Replaces the latest value with `latest` (or, `onlyIfNothingWaits`, sets it only when the
    /// queue is empty) and wakes the consumer; never blocks.
    func replaceLatest(_ latest: Latest, onlyIfNothingWaits: Bool = false) {
        let (wakes, replaced) = state.withLock { state -> (Bool, Latest?) in
            guard !state.isFinished, !(onlyIfNothingWaits && !state.isEmpty) else { return (false, nil) }
            let replaced = state.latest
            state.latest = latest
            return (Self.claimWake(&state), replaced)
        }
        _ = replaced
        if wakes { wakePipe.wake() }
    }

    /// Wakes the consumer if something waits and no wake-up is on its way.
    func wakeIfPending() {
        let wakes = state.withLock { state in !state.isEmpty && Self.claimWake(&state) }
        if wakes { wakePipe.wake() }
    }

    /// Tells the consumer that nothing more will come.
    func finish() {
        state.withLock { $0.isFinished = true }
        wakePipe.wake()
    }

    /// Everything waiting, which is emptied; empties the pipe first, so an offer that follows
    /// wakes the consumer again.
    func take() -> Batch {
        wakePipe.drain()
        let (entries, latest, dropped, isFinished) = state.withLock { state in
            defer {
                state.entries = []
                state.weight = 0
                state.latest = nil
                state.dropped = 0
                state.isWakePending = false
            }
            return (state.entries, state.latest, state.dropped, state.isFinished)
        }
        return Batch(elements: entries.map(\.element), latest: latest, dropped: dropped, isFinished: isFinished)
    }

    /// Drops the oldest entries while the queue is over a limit, keeping the newest; returns them.
    private static func dropOverLimits(_ state: inout State, _ limits: Limits) -> [Entry] {
        var count = 0
        var weight = state.weight
        while state.entries.count - count > 1, state.entries.count - count > limits.count || weight > limits.weight {
            weight &-= state.entries[count].weight
            count += 1
        }
        guard count > 0 else { return [] }
        let dropped = Array(state.entries[..<count])
        state.entries.removeFirst(count)
        state.weight = weight
        state.dropped &+= count
        return dropped
    }

    /// Whether the caller is the one to write the wake-up byte (one waits in the pipe at most).
    private static func claimWake(_ state: inout State) -> Bool {
        guard !state.isWakePending else { return false }
        state.isWakePending = true
        return true
    }
}
