import Glibc

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
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var timeout: Int32 = -1
            if let deadline {
                let left = deadline - ContinuousClock.now
                guard left > .zero else { return nil }
                timeout = Int32(clamping: left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            }
            let ready = poll(&poller, 1, timeout)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else {
                // A poll that fails for good ends the watch rather than spinning.
                if ready < 0 { isAtEnd = true }
                continue
            }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else {
                isAtEnd = true
                continue
            }
            buffered.append(contentsOf: chunk[..<count])
        }
    }
}
