// The calls the two apps make on their own process.
// Foundation's FileHandle and its re-export of the C library are not part of FoundationEssentials.
// Darwin: exit(3), write(2), fflush(3) and strerror(3) have the same names and meaning in the
// macOS SDK (<stdlib.h>, <unistd.h>, <stdio.h>, <string.h>). The environment is `environ`
// (environ(7)) on both: Darwin's C headers do not declare it, but the Swift Darwin overlay
// defines it (Swift's stdlib/public/Platform/Platform.swift, "Some platforms don't have `extern
// char** environ` imported from C"), whereas _NSGetEnviron(3)'s <crt_externs.h> is an `explicit
// module` in the SDK's Darwin.modulemap, which `import Darwin` does not bring in. That branch was
// never compiled here.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// ProcessInfo, for musl alone (see environment()).
#if canImport(Musl)
    #if canImport(FoundationEssentials)
        import FoundationEssentials
    #else
        import Foundation
    #endif
#endif

/// The few calls an app makes on its own process: ending it, reading its environment, writing
/// to its standard streams.
package enum ProcessCalls {
    /// Ends the process with `status`, flushing what `print` buffered.
    package static func exit(_ status: Int32) -> Never {
        #if canImport(Darwin)
            Darwin.exit(status)
        #elseif canImport(Glibc)
            Glibc.exit(status)
        #else
            Musl.exit(status)
        #endif
    }

    /// The process's environment as ProcessInfo gives it (an entry without `=` is left out, bytes
    /// that are not UTF-8 become U+FFFD, a name set twice keeps its last value), read from
    /// `environ` itself. ProcessInfo's reading compares Characters one at a time and sets up its
    /// own types first: 0.4M instructions, a tenth of a millisecond, at every launch and `route`.
    package static func environment() -> [String: String] {
        #if canImport(Darwin) || canImport(Glibc)
            // The C library's `environ` on glibc, the Darwin overlay's (see the top of the file).
            // Never null here: only clearenv(3) makes it so, and the app does not call it.
            let entries = environ
        #else
            // musl's `environ` is a plain mutable global, which Swift 6 refuses to read.
            return ProcessInfo.processInfo.environment
        #endif
        #if canImport(Darwin) || canImport(Glibc)
            var variables: [String: String] = [:]
            var index = 0
            while let entry = entries[index] {
                let bytes = UnsafeRawBufferPointer(start: entry, count: strlen(entry))
                if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                    variables[String(decoding: bytes[..<equals], as: UTF8.self)] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                }
                index += 1
            }
            return variables
        #endif
    }

    /// Writes `text` to standard error at once; the error when not all of it went.
    @discardableResult
    package static func writeStandardError(_ text: String) -> SystemError? {
        writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes `text` to standard output at once, after anything `print` buffered, so that a
    /// full disk or a closed pipe is seen here; the error when not all of it went.
    @discardableResult
    package static func writeStandardOutput(_ text: String) -> SystemError? {
        fflush(nil)
        return writeAll(Array(text.utf8), to: STDOUT_FILENO)
    }

    /// Writes every byte, going on after a signal interrupts a write; the error that ended it.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> SystemError? {
        var offset = 0
        while offset < bytes.count {
            switch bytes[offset...].withUnsafeBytes({ Descriptor.write(descriptor, $0) }) {
            case .success(let count) where count > 0: offset += count
            // A write that takes nothing sets no errno: the stream took no more.
            case .success: return SystemError(code: EIO)
            case .failure(let error): return error
            }
        }
        return nil
    }
}
