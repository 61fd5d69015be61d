// Darwin differences handled in this file:
// - posix_spawn_file_actions_t and posix_spawnattr_t are opaque pointers on Darwin
//   (<spawn.h>: `typedef void *posix_spawn_file_actions_t`), imported as optionals, and
//   structures on glibc and musl: each is declared per C library, and both are used through
//   their init and destroy calls only.
// - SIGPIPE: Darwin has fcntl(2)'s F_SETNOSIGPIPE for a pipe's end, so a write to a pipe whose
//   reader is gone fails with EPIPE; on Linux the writing thread blocks SIGPIPE while it writes
//   and takes the pending signal before it restores its mask (signal(7): a write's SIGPIPE goes
//   to the writing thread), so nothing changes for the rest of the process.
// - waitpid(2), kill(2), access(2) and stat(2) have the same names and meaning in the macOS SDK.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A short-lived program run with bytes on its standard input, such as a clipboard tool, never
/// through a shell: found on PATH, started with posix_spawn(3), given its input through a pipe,
/// and waited for until a deadline, after which it is killed.
package enum ChildProcess {
    /// How a run ended.
    package enum Outcome: Equatable, Sendable {
        /// The program exited with `status`.
        case exited(status: Int32)
        /// A signal ended it.
        case signalled(Int32)
        /// It was still running at the deadline, and was killed.
        case timedOut
        /// It could not be started.
        case notStarted(SystemError)
    }

    /// The full path of the program `name` in the directories of `searchPath` (PATH's form:
    /// directories joined by `:`), the first where it is an executable file; nil when none is.
    package static func executable(named name: String, searchPath: String?) -> String? {
        guard !name.isEmpty, !name.contains("/"), let searchPath else { return nil }
        for directory in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
            let path = String(directory.hasSuffix("/") ? directory + name : directory + "/" + name)
            var status = stat()
            guard access(path, X_OK) == 0, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            return path
        }
        return nil
    }

    /// Runs the program at `path` with `arguments` and `environment`, writes `input` to its
    /// standard input and closes it, and waits for it to end; at `timeoutMilliseconds` it is
    /// killed (SIGKILL). Its standard output and error go to /dev/null. Blocks the calling
    /// thread: call it off the main thread.
    package static func run(
        _ path: String, arguments: [String], environment: [String: String], input: [UInt8], timeoutMilliseconds: Int
    ) -> Outcome {
        let deadline = MonotonicClock.nanoseconds() + UInt64(max(0, timeoutMilliseconds)) * 1_000_000
        let ends: (read: Int32, write: Int32)
        switch CloseOnExec.nonBlockingPipe() {
        case .success(let pipe): ends = pipe
        case .failure(let error): return .notStarted(error)
        }
        // The child reads a blocking pipe: O_NONBLOCK belongs to the open pipe, which it shares.
        _ = fcntl(ends.read, F_SETFL, fcntl(ends.read, F_GETFL) & ~O_NONBLOCK)
        #if canImport(Darwin)
            _ = fcntl(ends.write, F_SETNOSIGPIPE, 1)
        #endif
        var spawned = spawn(path, arguments: arguments, environment: environment, input: ends.read)
        // ETXTBSY: the program is open for writing somewhere, most often because it was just
        // written and a child another thread forked meanwhile inherited the writer's descriptor;
        // that child soon execs or exits, so the spawn is tried again until the deadline.
        while case .failure(let error) = spawned, error.code == ETXTBSY, MonotonicClock.nanoseconds() < deadline {
            usleep(5_000)
            spawned = spawn(path, arguments: arguments, environment: environment, input: ends.read)
        }
        Descriptor.close(ends.read)
        let pid: pid_t
        switch spawned {
        case .success(let child): pid = child
        case .failure(let error):
            Descriptor.close(ends.write)
            return .notStarted(error)
        }
        write(input, to: ends.write, until: deadline)
        Descriptor.close(ends.write)
        return wait(for: pid, until: deadline)
    }

    private static func spawn(_ path: String, arguments: [String], environment: [String: String], input: Int32) -> Result<pid_t, SystemError> {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The app ignores or blocks some signals while it runs; the tool starts with none of that.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        return result == 0 ? .success(pid) : .failure(SystemError(code: result))
    }

    /// Writes as much of `input` as the child reads by `deadline`; a child that closed its input
    /// ends the writing (EPIPE, without the signal).
    private static func write(_ input: [UInt8], to descriptor: Int32, until deadline: UInt64) {
        #if !canImport(Darwin)
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            var previous = sigset_t()
            _ = pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
            defer {
                BrokenPipe.discardPending()
                _ = pthread_sigmask(SIG_SETMASK, &previous, nil)
            }
        #endif
        var sent = 0
        while sent < input.count {
            let written = input.withUnsafeBytes { raw in Descriptor.write(descriptor, UnsafeRawBufferPointer(rebasing: raw[sent...])) }
            switch written {
            case .success(let count): sent += count
            case .failure(let error) where error.isWouldBlock:
                let now = MonotonicClock.nanoseconds()
                guard now < deadline else { return }
                _ = Descriptor.wait(descriptor, for: .writable, milliseconds: Int32(min(1_000, max(1, (deadline - now) / 1_000_000))))
            case .failure: return
            }
        }
    }

    /// Waits for `pid` until `deadline`, then kills it; always reaps it.
    private static func wait(for pid: pid_t, until deadline: UInt64) -> Outcome {
        var status: Int32 = 0
        while true {
            switch SystemCall.retrying({ waitpid(pid, &status, WNOHANG) }) {
            case .success(0):
                guard MonotonicClock.nanoseconds() < deadline else {
                    kill(pid, SIGKILL)
                    _ = SystemCall.retrying { waitpid(pid, &status, 0) }
                    return .timedOut
                }
                // A clipboard tool ends in milliseconds: a short sleep between looks is enough.
                usleep(2_000)
            case .success: return outcome(of: status)
            case .failure(let error): return .notStarted(error)
            }
        }
    }

    /// The outcome waitpid(2)'s `status` describes (WIFEXITED and WTERMSIG, spelt out: the C
    /// macros are not imported).
    private static func outcome(of status: Int32) -> Outcome {
        let signal = status & 0x7F
        return signal == 0 ? .exited(status: (status >> 8) & 0xFF) : .signalled(signal)
    }
}
