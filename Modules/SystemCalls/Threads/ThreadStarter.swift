// Starts threads with pthread_create(3), since Foundation's `Thread` is not part of FoundationEssentials.
// Darwin differences handled here, written against <pthread.h> and pthread_create(3),
// pthread_attr_setstacksize(3), pthread_setname_np(3) in the macOS SDK, never compiled on a Mac:
// - a new thread's default stack is 512 KiB there (8 MiB on glibc): the size is set;
// - Swift sees pthread_create's compatibility declaration there, `pthread_t *` and
//   `void *(* _Nonnull)(void *)` inside pthread.h's assume_nonnull region: the test before it,
//   `#if !_PTHREAD_SWIFT_IMPORTER_NULLABILITY_COMPAT()`, negates only the first term of the
//   macro's unparenthesised `defined(SWIFT_CLASS_EXTRA) && (...)`, and Swift's importer defines
//   SWIFT_CLASS_EXTRA, so the epoch test after it (SWIFT_SDK_OVERLAY_PTHREAD_EPOCH, 1 from the
//   importer) is never reached (libpthread's include/pthread/pthread.h). So the `pthread_t`
//   (itself a pointer) comes back as an optional pointer, an integer on glibc; the start routine
//   takes a non-optional pointer and returns an optional one, as swift-nio's Darwin threads do;
// - `pthread_setname_np(const char *)` names only the calling thread, so each thread names itself.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Starts detached threads, as Foundation's `Thread` did before the module left full Foundation.
///
/// The HTTP client's exchanges, the app's instance socket and `tree --watch` start theirs here.
package enum ThreadStarter {
    /// Each thread's stack: glibc's default, asked for explicitly (a page multiple, as
    /// pthread_attr_setstacksize(3) requires on Darwin).
    package static let stackBytes = 8 << 20

    /// Runs `body` on a new detached thread called `name`; false when the system starts no thread.
    package static func start(name: String, _ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(ThreadWork(name: name, body: body))
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else {
            work.release()
            return false
        }
        defer { pthread_attr_destroy(&attributes) }
        // Nobody joins these threads: detached, each frees its own resources when it ends.
        guard pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0 else {
            work.release()
            return false
        }
        // The same stack everywhere: glibc gives a new thread 8 MiB, but macOS 512 KiB and musl
        // 128 KiB, and these threads decode JSON from other processes, recursively. A size the
        // system refuses leaves its default.
        _ = pthread_attr_setstacksize(&attributes, Self.stackBytes)
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        guard pthread_create(&thread, &attributes, threadEntry, work.toOpaque()) == 0 else {
            work.release()
            return false
        }
        return true
    }
}

/// What a new thread runs, handed to it through pthread_create's one pointer argument.
private final class ThreadWork: Sendable {
    let name: String
    let body: @Sendable () -> Void

    init(name: String, body: @escaping @Sendable () -> Void) {
        self.name = name
        self.body = body
    }

    func run() {
        #if canImport(Darwin)
            _ = pthread_setname_np(name)
        #else
            // Glibc's module leaves out pthread_setname_np (a GNU extension); the thread's comm file
            // is what it writes to (proc(5)), and it keeps 15 bytes of a name.
            let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
            if descriptor >= 0 {
                let bytes = Array(name.utf8.prefix(15))
                _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
            }
        #endif
        body()
    }
}

#if canImport(Darwin)
    private func threadEntry(_ argument: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<ThreadWork>.fromOpaque(argument).takeRetainedValue().run()
        return nil
    }
#else
    private func threadEntry(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        guard let argument else { return nil }
        Unmanaged<ThreadWork>.fromOpaque(argument).takeRetainedValue().run()
        return nil
    }
#endif
