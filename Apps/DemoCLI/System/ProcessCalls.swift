// DemoCLI's room for the operating system: the only file of the catalog that imports the C
// library (Foundation re-exports it on Linux, but the catalog does not lean on that).
// Darwin: write(2), exit(3) and strerror(3) have the same names and meaning in the macOS SDK
// (<unistd.h>, <stdlib.h>, <string.h>); that branch was never compiled here.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The calls DemoCLI makes on its own process: writing to standard output, ending.
enum ProcessCalls {
    /// Writes all of `text` to standard output, unbuffered, so a full disk or a closed pipe is
    /// seen here; the system's reason when it could not, nil when all of it went.
    static func writeToStandardOutput(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return String(cString: strerror(errno)) }
            offset += written
        }
        return nil
    }

    /// Ends the process with `status`, flushing what `print` buffered.
    static func exit(_ status: Int32) -> Never {
        #if canImport(Darwin)
            Darwin.exit(status)
        #elseif canImport(Glibc)
            Glibc.exit(status)
        #else
            Musl.exit(status)
        #endif
    }
}
