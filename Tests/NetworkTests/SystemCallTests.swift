import Foundation
import SystemCalls
import Testing

@testable import Network

/// The Network module's system helpers, on the points where the system differs or once went wrong.
@Suite("System calls", .timeLimit(.minutes(1)))
struct SystemCallTests {
    @Test("a connect outcome the system cannot report is a failure, never a connection")
    func connectOutcomeOfANonSocket() throws {
        // getsockopt(SO_ERROR) fails on a pipe (ENOTSOCK) and leaves its result at 0: that must
        // not read as "connected".
        let pipe = try #require(WakePipe.make())
        defer { pipe.close() }
        let outcome = TCPSocket.connectOutcome(pipe.readEnd)
        #expect(outcome != nil)
        #expect(outcome?.isNone == false)
    }

    @Test("wake-up pipes are close-on-exec and non-blocking from the start (pipe2 where it exists)")
    func wakePipeFlags() throws {
        let pipe = try #require(WakePipe.make())
        defer { pipe.close() }
        for end in [pipe.readEnd, pipe.writeEnd] {
            #expect(DescriptorFlags.isCloseOnExec(end))
            #expect(DescriptorFlags.isNonBlocking(end))
        }
    }

    @Test("a wake-up pipe is readable after a wake and empty again after a drain, however many wakes came")
    func wakeAndDrain() throws {
        let pipe = try #require(WakePipe.make())
        defer { pipe.close() }
        func isReadable() -> Bool { DescriptorFlags.isReadable(pipe.readEnd) }
        #expect(!isReadable())
        for _ in 0..<100 { pipe.wake() }
        #expect(isReadable())
        pipe.drain()
        #expect(!isReadable())
        pipe.wake()
        #expect(isReadable())
    }

    @Test("threads get the stack they ask for, the same on every system (macOS's default is 512 KiB, musl's 128 KiB)")
    func threadStack() async throws {
        let (sizes, reported) = AsyncStream<Int?>.makeStream()
        #expect(ThreadStarter.start(name: "stack-probe") { reported.yield(ThreadFacts.currentThreadStackBytes()) })
        var iterator = sizes.makeAsyncIterator()
        let size = try #require(await iterator.next())
        // Where the C library cannot say, there is nothing to hold it to.
        if let size { #expect(size == ThreadStarter.stackBytes) }
    }

    @Test("sockets are close-on-exec and non-blocking")
    func socketFlags() throws {
        let descriptor = try TCPSocket.open(family: NameLookup.addresses(host: "127.0.0.1", port: 80).get()[0].family, protocol: 0).get()
        defer { TCPSocket.close(descriptor) }
        #expect(DescriptorFlags.isCloseOnExec(descriptor))
        #expect(DescriptorFlags.isNonBlocking(descriptor))
    }

    @Test("the environment's libssl is the only one tried when named; otherwise only versioned names of the system")
    func openSSLCandidates() {
        #expect(OpenSSLLocation.candidates(environment: [OpenSSLLocation.environmentVariable: "/x/libssl.3.dylib"]) == ["/x/libssl.3.dylib"])
        let system = OpenSSLLocation.candidates(environment: [:])
        #expect(!system.isEmpty)
        #expect(system == OpenSSLLocation.systemCandidates)
        // An unversioned libssl (macOS aborts a process that loads /usr/lib/libssl.dylib) is never tried.
        #expect(system.allSatisfy { $0.contains("3") })
        #expect(!system.contains { $0.hasSuffix("/libssl.dylib") })
    }

    @Test("IP addresses are told from names")
    func ipAddresses() {
        #expect(NameLookup.isIPAddress("127.0.0.1"))
        #expect(NameLookup.isIPAddress("::1"))
        #expect(!NameLookup.isIPAddress("localhost"))
        #expect(!NameLookup.isIPAddress("[::1]"))
    }
}
