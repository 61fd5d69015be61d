/// How `https://` connections are secured: which OpenSSL to load and which certificates to trust.
///
/// Every connection checks the server's certificate chain, its host name (or IP address) in the
/// subjectAltName (never the subject's common name) and validity dates, sends the host name
/// (SNI) and speaks TLS 1.2 or later.
public struct TLSConfiguration: Sendable, Equatable {
    /// The libssl loaded on the first `https://` request (a name the dynamic linker searches for,
    /// or a path); nil finds the system's OpenSSL 3: the library the environment variable
    /// `MODULAR_TERMINAL_APP_LIBSSL` names when set, else on Linux libssl of OpenSSL 3 (soname
    /// version 3) and on macOS
    /// Homebrew's (`/opt/homebrew/opt/openssl@3/lib/libssl.3.dylib`, then
    /// `/usr/local/opt/openssl@3/lib/libssl.3.dylib`), then MacPorts'
    /// (`/opt/local/lib/libssl.3.dylib`).
    public var libraryName: String?
    /// A PEM file of the certificate authorities to trust instead of the system's; nil trusts the
    /// default store of the OpenSSL that was loaded, where `SSL_CERT_FILE` and `SSL_CERT_DIR` are
    /// honoured as OpenSSL reads them (on macOS that is the package manager's bundle, not the keychain).
    public var trustedCertificatesFile: String?

    /// Creates a configuration; the system's OpenSSL 3 and trust store unless told otherwise.
    public init(libraryName: String? = nil, trustedCertificatesFile: String? = nil) {
        self.libraryName = libraryName
        self.trustedCertificatesFile = trustedCertificatesFile
    }
}
