import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What only Linux can tell or do, for the tests that check Linux behaviour (each carries
/// `.enabled(if: LinuxOnly.isLinux, "why")`, so it is skipped elsewhere with its reason).
public enum LinuxOnly {
    /// Whether the tests run on Linux.
    public static var isLinux: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }

    /// The directory that lists the open descriptors of whichever process reads it.
    public static let ownDescriptorsDirectory = "/proc/self/fd"

    /// The ids of the threads of process `pid` (/proc/PID/task); none elsewhere.
    public static func threads(of pid: pid_t) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return names.compactMap { pid_t($0) }.sorted()
    }

    /// The name of `thread` of `pid` (/proc/PID/task/TID/comm); empty elsewhere.
    public static func threadName(_ thread: pid_t, of pid: pid_t) -> String {
        let name = (try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/comm", encoding: .utf8)) ?? ""
        return name.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// tgkill(2): a signal for one thread; -1 where there is no tgkill. Swift's Glibc module does
    /// not show glibc's wrapper, so it is looked up.
    public static func sendSignal(_ signal: Int32, toThread thread: pid_t, of pid: pid_t) -> Int32 {
        typealias ThreadKill = @convention(c) (pid_t, pid_t, Int32) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "tgkill") else { return -1 }
        return unsafeBitCast(symbol, to: ThreadKill.self)(pid, thread, signal)
    }

    /// A file every write to fails with ENOSPC ("No space left on device").
    public static let fullDevice = "/dev/full"
}
