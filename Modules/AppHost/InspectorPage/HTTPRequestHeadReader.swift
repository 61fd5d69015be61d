/// What the page server has received of one request's head, in reads of any size, until the
/// blank line that ends it, or until more than ``HTTPRequestHead/maximumLength`` bytes have come
/// without one. A value apart from the socket, so that the fuzz harness and the tests can hand it
/// a request split anywhere; the same bytes give the same answer however they are split.
struct HTTPRequestHeadReader {
    /// Where the head stands after a read.
    enum Progress: Equatable {
        /// No blank line yet, and room for more.
        case incomplete
        /// The whole head, its blank line included (what came after it is not the head's).
        case head([UInt8])
        /// Over ``HTTPRequestHead/maximumLength`` bytes without the end of the head within them.
        case tooLong
    }

    /// What has come so far: at most ``HTTPRequestHead/maximumLength`` bytes and one read more.
    private(set) var received: [UInt8] = []
    /// Whether a line feed has come, so the request line is whole: a connection without one
    /// is silent, and may give its place to a newcomer.
    private(set) var hasRequestLine = false
    /// Where the search for the blank line goes on: the bytes before it cannot start one, so
    /// a head that trickles in a byte at a time is searched once, not once per read.
    private var searchedUpTo = 0

    /// Takes one read's `bytes` and says where the head stands.
    mutating func append(_ bytes: some Collection<UInt8>) -> Progress {
        if !hasRequestLine, bytes.contains(10) { hasRequestLine = true }
        received.append(contentsOf: bytes)
        if let end = HTTPRequestHead.end(in: received, searchingFrom: searchedUpTo) {
            return end <= HTTPRequestHead.maximumLength ? .head(Array(received[..<end])) : .tooLong
        }
        // The last three bytes may be the start of a blank line that the next read ends.
        searchedUpTo = max(0, received.count - 3)
        return received.count > HTTPRequestHead.maximumLength ? .tooLong : .incomplete
    }
}
