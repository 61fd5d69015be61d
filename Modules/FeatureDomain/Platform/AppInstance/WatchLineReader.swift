/// Splits what a watch connection sends into lines, holding at most one line's worth.
struct WatchLineReader {
    let descriptor: Int32
    var buffered: [UInt8] = []
    private(set) var isAtEnd = false

    init(descriptor: Int32, buffered: [UInt8] = []) {
        self.descriptor = descriptor
        self.buffered = buffered
    }

    /// The next line without its newline; an over-long one is cut to the limit plus one byte
    /// and the rest skipped, so it cannot grow memory (and is refused as too long). Nil at the
    /// end, or at the deadline.
    mutating func nextLine(deadline: ContinuousClock.Instant?) -> [UInt8]? {
        let limit = RIBTreeUpdate.maximumLineLength
        var line: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                line.append(contentsOf: buffered[..<newline].prefix(limit + 1 - line.count))
                buffered.removeSubrange(...newline)
                return line
            }
            line.append(contentsOf: buffered.prefix(limit + 1 - line.count))
            buffered.removeAll(keepingCapacity: true)
            guard !isAtEnd else { return nil }
            switch UnixSocket.receive(descriptor, into: &chunk, deadline: deadline) {
            case .timedOut: return nil
            case .nothing: continue
            // A wait that fails for good ends the watch rather than spinning.
            case .end: isAtEnd = true
            case .bytes(let count): buffered.append(contentsOf: chunk[..<count])
            }
        }
    }
}
