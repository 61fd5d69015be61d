import Testing

@testable import SystemCalls

/// Pipes, the wake pipe and the descriptor calls, checked against what fcntl(2) reports.
@Suite("Descriptors")
struct DescriptorTests {
    @Test("a new pipe's ends are close-on-exec and non-blocking, from pipe2 or from fcntl")
    func pipeFlags() throws {
        let ends = try CloseOnExec.nonBlockingPipe().get()
        defer {
            Descriptor.close(ends.read)
            Descriptor.close(ends.write)
        }
        for end in [ends.read, ends.write] {
            #expect(DescriptorFlags.closesOnExec(end))
            #expect(DescriptorFlags.isNonBlocking(end))
        }
    }

    #if os(Linux)
        @Test("Linux's C library has every optional call, found by name")
        func optionalCallsFoundOnLinux() {
            #expect(OptionalCalls.missing.isEmpty)
        }
    #endif

    @Test("what is written is read back, and an empty non-blocking pipe says it would block")
    func readWrite() throws {
        let ends = try CloseOnExec.nonBlockingPipe().get()
        defer {
            Descriptor.close(ends.read)
            Descriptor.close(ends.write)
        }
        #expect(Descriptor.writeAll(ends.write, [1, 2, 3]))
        #expect(Descriptor.hasInput(ends.read))
        var buffer = [UInt8](repeating: 0, count: 8)
        let count = try buffer.withUnsafeMutableBytes { try Descriptor.read(ends.read, into: $0).get() }
        #expect(Array(buffer.prefix(count)) == [1, 2, 3])
        let empty = buffer.withUnsafeMutableBytes { Descriptor.read(ends.read, into: $0) }
        guard case .failure(let error) = empty else {
            Issue.record("an empty pipe gave \(empty)")
            return
        }
        #expect(error.isWouldBlock)
        #expect(!Descriptor.wait(ends.read, for: .readable, milliseconds: 0))
        #expect(Descriptor.wait(ends.write, for: .writable, milliseconds: 0))
        // `poll` tells a wait that ran out (false) from one that found the descriptor ready.
        #expect(Descriptor.poll(ends.read, for: .readable, milliseconds: 1) == .success(false))
        #expect(Descriptor.writeAll(ends.write, [4]))
        #expect(Descriptor.poll(ends.read, for: .readable, milliseconds: 1) == .success(true))
    }

    @Test("a wake-up makes the read end readable until it is drained, and close closes both ends")
    func wakePipe() throws {
        let pipe = try #require(WakePipe.make())
        #expect(!Descriptor.hasInput(pipe.readEnd))
        pipe.wake()
        pipe.wake()
        #expect(Descriptor.waitForInput(on: [pipe.writeEnd, pipe.readEnd], milliseconds: 0) == [1])
        pipe.drain()
        #expect(!Descriptor.hasInput(pipe.readEnd))
        pipe.close()
        #expect(!DescriptorFlags.isOpen(pipe.readEnd))
        #expect(!DescriptorFlags.isOpen(pipe.writeEnd))
    }

    @Test("a pipe is no terminal: no settings, no size, no name to open again")
    func pipeIsNoTerminal() throws {
        let ends = try CloseOnExec.nonBlockingPipe().get()
        defer {
            Descriptor.close(ends.read)
            Descriptor.close(ends.write)
        }
        #expect(!TerminalCalls.isTerminal(ends.read))
        #expect(TerminalAttributes.of(ends.read) == nil)
        #expect(TerminalCalls.size(ends.read) == nil)
        #expect(TerminalCalls.openAgain(ends.write, forWriting: true) == nil)
    }

    @Test("the monotonic clock never goes back")
    func monotonicClock() {
        let first = MonotonicClock.nanoseconds()
        let second = MonotonicClock.nanoseconds()
        #expect(second >= first)
    }
}
