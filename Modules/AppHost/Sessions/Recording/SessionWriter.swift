import Dispatch
import Synchronization
import SystemCalls

/// Turns recorded items into lines and appends them to the recording, on a thread of its own:
/// the app only queues values, never waits for the disk, and no item is ever dropped (the queue
/// grows instead; a recording with a hole in it could not be replayed).
final class SessionWriter: Sendable {
    private struct Queue {
        var items: [RecordedItem] = []
        var isDrainScheduled = false
    }

    private let pending = Mutex(Queue())
    private let thread = DispatchQueue(label: "session-recording-writer", qos: .utility)
    private let lines: Mutex<LineMaker>
    private let descriptor: Int32
    /// Whether a write failed (the disk is full, the file system went away): the rest is not written.
    private let failure = Mutex<SystemError?>(nil)

    /// A writer appending to the open file `descriptor`, which it closes when finished.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        lines = Mutex(LineMaker())
    }

    /// Writes the header's line first of all.
    func writeHeader(_ header: SessionHeader) {
        thread.async { [self] in
            let bytes = lines.withLock { $0.headerLine(header) }
            write(bytes)
        }
    }

    /// Queues `item`; its line is written soon, in the order items were queued.
    func enqueue(_ item: RecordedItem) {
        let needsDrain = pending.withLock { queue in
            queue.items.append(item)
            guard !queue.isDrainScheduled else { return false }
            queue.isDrainScheduled = true
            return true
        }
        // Outside the lock: nothing is called out while it is held.
        if needsDrain { thread.async { [self] in drain() } }
    }

    /// Writes what is queued and `end`, flushes the file to the disk and closes it; returns once
    /// it is done, and says whether every line reached the file.
    func finish(with end: RecordedItem) -> Bool {
        enqueue(end)
        return thread.sync { [self] in
            drain()
            let synced = ExclusiveFile.syncAndClose(descriptor)
            return synced && failure.withLock { $0 == nil }
        }
    }

    private func drain() {
        let items = pending.withLock { queue in
            queue.isDrainScheduled = false
            return queue.items.exchange([])
        }
        guard !items.isEmpty else { return }
        let bytes = lines.withLock { maker in
            var bytes: [UInt8] = []
            for item in items { maker.append(item, to: &bytes) }
            return bytes
        }
        write(bytes)
    }

    private func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty, failure.withLock({ $0 == nil }) else { return }
        if !ExclusiveFile.append(bytes, to: descriptor) { failure.withLock { $0 = .last } }
    }
}

extension Array {
    /// The array's elements, leaving `replacement` in its place.
    fileprivate mutating func exchange(_ replacement: [Element]) -> [Element] {
        let old = self
        self = replacement
        return old
    }
}
