// Darwin differences handled in this file:
// - dlopen(3), dlsym(3), dlerror(3) and RTLD_NOW/RTLD_LOCAL/RTLD_NOLOAD are the same calls on
//   both (dlfcn.h); Darwin's RTLD_* values differ (RTLD_NOW is 2 on both, RTLD_LOCAL is 4 on
//   Darwin and 0 on Linux), which the names hide.
// - Where libssl lives: Linux's dynamic linker finds the soname `libssl.so.3`. macOS ships no
//   OpenSSL 3 for apps, and loading the unversioned /usr/lib/libssl.dylib (LibreSSL's stub)
//   aborts the process, so only versioned files of a package manager are tried, in order:
//   Homebrew on Apple silicon, Homebrew on Intel, MacPorts. The environment variable
//   `MODULAR_TERMINAL_APP_LIBSSL` names another one on either system, and when set it is the
//   only one tried.
// - The trust store: each OpenSSL reads its own default paths (Homebrew's is
//   $(brew --prefix)/etc/openssl@3/cert.pem, kept up to date by its ca-certificates package;
//   MacPorts' is /opt/local/etc/openssl/cert.pem), and SSL_CERT_FILE / SSL_CERT_DIR replace them
//   on both systems. The macOS keychain is not read.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A shared library loaded at run time; never closed, as its functions may be in use anywhere.
package struct SharedLibrary: @unchecked Sendable {
    // @unchecked: the handle is only read, and dlsym may be called from any thread.
    private let handle: UnsafeMutableRawPointer
    /// The name or path it was loaded by.
    package let name: String

    /// Loads `name` (a file name the dynamic linker searches for, or a path) with every symbol
    /// bound now; the linker's reason when it cannot.
    package static func load(_ name: String) -> Result<SharedLibrary, LoadError> {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(LoadError(reason: dlerror().map { String(cString: $0) } ?? "not found"))
        }
        return .success(SharedLibrary(handle: handle, name: name))
    }

    /// Whether this process has loaded `name` already (asked without loading it).
    package static func isLoaded(_ name: String) -> Bool {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_NOLOAD) else { return false }
        dlclose(handle)
        return true
    }

    /// The address of the function `symbol`, or nil.
    package func address(of symbol: String) -> UnsafeMutableRawPointer? {
        dlsym(handle, symbol)
    }

    package struct LoadError: Error {
        package var reason: String
    }
}

/// Where the client looks for OpenSSL 3's libssl.
package enum OpenSSLLocation {
    /// The environment variable that names the libssl to load, on any system.
    package static let environmentVariable = "MODULAR_TERMINAL_APP_LIBSSL"

    /// The libraries this system's OpenSSL 3 usually is, in the order they are tried.
    package static var systemCandidates: [String] {
        #if canImport(Darwin)
            ["/opt/homebrew/opt/openssl@3/lib/libssl.3.dylib", "/usr/local/opt/openssl@3/lib/libssl.3.dylib", "/opt/local/lib/libssl.3.dylib"]
        #else
            ["libssl.so.3"]
        #endif
    }

    /// The environment's choice alone when it names one, else the system's candidates.
    package static func candidates(environment: [String: String]) -> [String] {
        if let chosen = environment[environmentVariable], !chosen.isEmpty { return [chosen] }
        return systemCandidates
    }

    /// How to get OpenSSL 3 on this system, for the message of a failed https:// request.
    package static var installAdvice: String {
        #if canImport(Darwin)
            "install OpenSSL 3 (`brew install openssl@3`, or `sudo port install openssl3` with MacPorts), "
                + "or name its libssl.3.dylib in \(environmentVariable)"
        #else
            "install OpenSSL 3 (the libssl3 package: `apt-get install libssl3`, `dnf install openssl-libs`), "
                + "or name its libssl in \(environmentVariable)"
        #endif
    }
}
