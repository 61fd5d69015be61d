/// How `https://` connections are secured: which OpenSSL to load and which certificates to trust.
///
/// Every connection checks the server's certificate chain, its host name (or IP address) and
/// validity dates, sends the host name (SNI) and speaks TLS 1.2 or later.
public struct TLSConfiguration: Sendable, Equatable {
    /// The shared library loaded on the first `https://` request (a name the dynamic linker
    /// searches for, or a path).
    public var libraryName: String
    /// A PEM file of the certificate authorities to trust instead of the system's; nil trusts the
    /// system store, where `SSL_CERT_FILE` and `SSL_CERT_DIR` are honoured as OpenSSL reads them.
    public var trustedCertificatesFile: String?

    /// Creates a configuration; the system's OpenSSL 3 and trust store unless told otherwise.
    public init(libraryName: String = "libssl.so.3", trustedCertificatesFile: String? = nil) {
        self.libraryName = libraryName
        self.trustedCertificatesFile = trustedCertificatesFile
    }
}
