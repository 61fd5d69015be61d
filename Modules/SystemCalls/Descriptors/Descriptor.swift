// Darwin: `nfds_t` is UInt32 there and UInt on Linux (poll.h), which `nfds_t(...)` hides; poll(2)
// with no events asked reports no hang-up on BSD, so every poll here asks for POLLIN or POLLOUT.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a wait on a descriptor is for.
package enum Readiness: Sendable {
    case readable, writable

    var pollEvents: Int16 {
        switch self {
        case .readable: Int16(POLLIN)
        case .writable: Int16(POLLOUT)
        }
    }
}

/// The calls on an open descriptor that every room needs: read, write, wait, close.
package enum Descriptor {
    /// Reads what is there, up to `buffer.count` bytes; 0 at the end of input.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, SystemError> {
        SystemCall.retrying { readBytes(descriptor, buffer.baseAddress, buffer.count) }
    }

    /// Writes what the descriptor takes of `bytes`; the count written.
    @discardableResult
    package static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Result<Int, SystemError> {
        SystemCall.retrying { writeBytes(descriptor, bytes.baseAddress, bytes.count) }
    }

    /// Writes what the descriptor takes of `bytes`; the count written.
    @discardableResult
    package static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Result<Int, SystemError> {
        bytes.withUnsafeBytes { write(descriptor, $0) }
    }

    /// Writes all of `bytes` to a blocking descriptor; false when it failed part way.
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            guard case .success(let count) = bytes[sent...].withUnsafeBytes({ write(descriptor, $0) }), count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Reads a non-blocking descriptor until it has nothing left, dropping what it read.
    package static func discardInput(_ descriptor: Int32) {
        var sink = [UInt8](repeating: 0, count: 64)
        while case .success(let count) = sink.withUnsafeMutableBytes({ read(descriptor, into: $0) }), count > 0 {}
    }

    /// Waits up to `milliseconds` (0: only looks, -1: no limit) for `descriptor` to be ready for
    /// `readiness`; whether it is (a hang-up or an error counts: the next call says which). A
    /// signal ends the wait early, as not ready.
    package static func wait(_ descriptor: Int32, for readiness: Readiness, milliseconds: Int32) -> Bool {
        var watched = pollfd(fd: descriptor, events: readiness.pollEvents, revents: 0)
        return pollDescriptors(&watched, 1, milliseconds) > 0 && watched.revents != 0
    }

    /// Waits as ``wait(_:for:milliseconds:)`` does, and says why a wait ended unready: true when
    /// the descriptor is ready (or hung up), false when the time ran out, or the error (a signal
    /// is `isInterrupted`), so that a caller with a deadline can tell a signal from a failure.
    package static func poll(_ descriptor: Int32, for readiness: Readiness, milliseconds: Int32) -> Result<Bool, SystemError> {
        var watched = pollfd(fd: descriptor, events: readiness.pollEvents, revents: 0)
        return SystemCall.once { pollDescriptors(&watched, 1, milliseconds) }.map { $0 > 0 && watched.revents != 0 }
    }

    /// Whether `descriptor` has bytes to read now, not counting a hang-up without data.
    package static func hasInput(_ descriptor: Int32) -> Bool {
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return pollDescriptors(&watched, 1, 0) > 0 && watched.revents & Int16(POLLIN) != 0
    }

    /// Waits up to `milliseconds` for the first of `descriptors` to become readable; the index of
    /// each that did (a hang-up counts), empty when the time ran out or a signal came.
    package static func waitForInput(on descriptors: [Int32], milliseconds: Int32) -> [Int] {
        var watched = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        guard pollDescriptors(&watched, nfds_t(watched.count), milliseconds) > 0 else { return [] }
        return watched.indices.filter { watched[$0].revents != 0 }
    }

    /// Closes `descriptor`. Not retried on EINTR: Linux and Darwin have released the number by
    /// then, and a second close could close a descriptor another thread just opened.
    package static func close(_ descriptor: Int32) {
        _ = closeDescriptor(descriptor)
    }
}

// The C functions under names no member of `Descriptor` shadows.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, bytes, count) }
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func pollDescriptors(_ descriptors: UnsafeMutablePointer<pollfd>, _ count: nfds_t, _ milliseconds: Int32) -> Int32 {
    poll(descriptors, count, milliseconds)
}
