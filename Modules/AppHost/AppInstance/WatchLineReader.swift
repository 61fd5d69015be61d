import SystemCalls

/// Splits what a watch connection sends into lines, holding at most one line's worth.
struct WatchLineReader {
    let descriptor: Int32
    /// The longest line taken whole; a watch's, unless an inspection asks for more.
    var limit = RIBTreeUpdate.maximumLineLength
    /// What has been received and not yet read: `storage` from `start` on. Lines are taken by
    /// moving `start`, not by removing them from the front, so a chunk of many short lines costs
    /// time linear in its size.
    private var storage: [UInt8]
    private var start = 0
    /// The bytes received and not read yet.
    var buffered: [UInt8] { Array(storage[start...]) }
    private(set) var isAtEnd = false

    init(descriptor: Int32, buffered: [UInt8] = []) {
        self.descriptor = descriptor
        storage = buffered
    }

    /// The next line without its newline; an over-long one is cut to the limit plus one byte
    /// and the rest skipped, so it cannot grow memory (and is refused as too long). Nil at the
    /// end, or at the deadline.
    mutating func nextLine(deadline: ContinuousClock.Instant?) -> [UInt8]? {
        var line: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            if let newline = storage[start...].firstIndex(of: UInt8(ascii: "\n")) {
                line.append(contentsOf: storage[start..<newline].prefix(limit + 1 - line.count))
                start = newline + 1
                return line
            }
            line.append(contentsOf: storage[start...].prefix(limit + 1 - line.count))
            storage.removeAll(keepingCapacity: true)
            start = 0
            guard !isAtEnd else { return nil }
            switch UnixSocket.receive(descriptor, into: &chunk, deadline: deadline) {
            case .timedOut: return nil
            case .nothing: continue
            // A wait that fails for good ends the watch rather than spinning.
            case .end: isAtEnd = true
            case .bytes(let count): storage.append(contentsOf: chunk[..<count])
            }
        }
    }
}
