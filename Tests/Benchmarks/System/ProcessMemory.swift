import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The calling thread's CPU time in nanoseconds: the time it ran, not the time other processes
/// on a busy machine ran instead.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// This program's own path, to start it again.
func ownExecutablePath() -> String {
    #if canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        if _NSGetExecutablePath(&buffer, &size) == 0 { return String(cString: buffer) }
        return CommandLine.arguments[0]
    #else
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    #endif
}

/// The process's peak resident size, in bytes. On Linux `VmHWM`, not `getrusage`'s
/// `ru_maxrss`, which keeps the parent's peak across fork and exec; Darwin's `ru_maxrss` is
/// this process's own (and in bytes).
func peakResidentBytes() -> Int? {
    #if canImport(Darwin)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return usage.ru_maxrss
    #else
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else {
            return nil
        }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    #endif
}

#if canImport(Darwin)
    /// The task's own port, asked once. `mach_task_self_`, the global behind the C macro, is a
    /// mutable C global that Swift 6 refuses to read outside the SDKs that annotate it (macOS
    /// 15.4 and later); `task_self_trap()` (<mach/mach_traps.h>) returns the same port. Never
    /// compiled here.
    private let machTaskSelf: mach_port_t = task_self_trap()
#endif

/// The process's resident size now, in bytes.
func residentBytes() -> Int {
    #if canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) { pointer in
            pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) { task_info(machTaskSelf, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count) }
        }
        return result == KERN_SUCCESS ? Int(info.resident_size) : 0
    #else
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #endif
}

/// Another process's resident size now, in bytes, or nil when it cannot be read. Linux reads
/// `VmRSS` in /proc/PID/status; Darwin asks proc_pid_rusage(2) (<libproc.h>, the
/// `ri_resident_size` of `rusage_info_v0` in <sys/resource.h>). The Darwin branch was never compiled here.
func residentBytes(ofProcess pid: pid_t) -> Int? {
    #if canImport(Darwin)
        var info = rusage_info_v0()
        let result = withUnsafeMutablePointer(to: &info) { pointer in
            pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) { proc_pid_rusage(pid, RUSAGE_INFO_V0, $0) }
        }
        return result == 0 ? Int(info.ri_resident_size) : nil
    #else
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else {
            return nil
        }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    #endif
}
