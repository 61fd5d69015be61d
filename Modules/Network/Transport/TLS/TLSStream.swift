import SystemCalls

/// TLS over a ``SocketConnection``: the handshake checks the server's certificate chain and
/// host, then reads and writes carry plaintext. The socket stays non-blocking; whenever OpenSSL
/// wants the network it waits on the socket's own poll, so cancellation and the idle limit
/// hold inside the handshake too.
final class TLSStream: ByteStream, @unchecked Sendable {
    // @unchecked: like its socket, used by one thread at a time and handed over by the pool.
    let socket: SocketConnection
    private let context: TLSContext
    private let connection: OpaquePointer
    private var library: OpenSSLLibrary { context.library }

    /// Shakes hands with the server at `socket` as `host`: SNI for a name (never for an IP
    /// address, RFC 6066), and the certificate checked against the name or the address.
    init(socket: SocketConnection, host: String, context: TLSContext) throws(StreamFailure) {
        self.socket = socket
        self.context = context
        let library = context.library
        library.clearErrors()
        guard let connection = library.new(context.context) else {
            throw .secure(.handshakeFailed, "OpenSSL could not make a connection: \(library.drainErrors() ?? "no reason given")")
        }
        self.connection = connection
        guard library.setDescriptor(connection, socket.descriptor) == 1, library.setHost(connection, host) == 1 else {
            throw .secure(.handshakeFailed, "OpenSSL refused the host \(host): \(library.drainErrors() ?? "no reason given")")
        }
        // After SSL_set1_host, which resets the flags: a certificate whose subjectAltName
        // lacks the host is refused even if its common name matches.
        library.setHostFlags(connection, OpenSSLLibrary.neverCheckSubject)
        if !NameLookup.isIPAddress(host) {
            let sent = host.withCString { name in
                library.control(connection, OpenSSLLibrary.controlSetServerName, OpenSSLLibrary.serverNameTypeHost, UnsafeMutableRawPointer(mutating: name))
            }
            guard sent == 1 else { throw .secure(.handshakeFailed, "OpenSSL refused the server name \(host)") }
        }
        try handshake(host: host)
    }

    deinit {
        library.free(connection)
    }

    private func handshake(host: String) throws(StreamFailure) {
        while true {
            library.clearErrors()
            let result = library.connect(connection)
            if result == 1 { return }
            let code = library.getError(connection, result)
            switch code {
            case OpenSSLLibrary.errorWantRead: try socket.wait(for: .readable)
            case OpenSSLLibrary.errorWantWrite: try socket.wait(for: .writable)
            default:
                let verification = library.verifyResult(connection)
                if verification != 0 {
                    let reason = library.verifyErrorText(verification).map { String(cString: $0) } ?? "code \(verification)"
                    throw .secure(Self.failure(verification), "the certificate of \(host) was refused: \(reason)")
                }
                let reason = library.drainErrors() ?? (code == OpenSSLLibrary.errorSyscall ? "the server closed the connection" : "error \(code)")
                throw .secure(.handshakeFailed, "the TLS handshake with \(host) failed: \(reason)")
            }
        }
    }

    func write(_ bytes: [UInt8]) throws(StreamFailure) {
        var offset = 0
        while offset < bytes.count {
            guard !socket.canceller.isCancelled else { throw .cancelled }
            library.clearErrors()
            let count = Int32(clamping: bytes.count - offset)
            let written = bytes.withUnsafeBytes { library.write(connection, $0.baseAddress! + offset, count) }
            if written > 0 {
                offset += Int(written)
                continue
            }
            try waitOrFail(library.getError(connection, written), doing: "sending")
        }
    }

    func read(maximum: Int) throws(StreamFailure) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maximum)
        while true {
            guard !socket.canceller.isCancelled else { throw .cancelled }
            library.clearErrors()
            let count = buffer.withUnsafeMutableBytes { library.read(connection, $0.baseAddress, Int32(clamping: maximum)) }
            if count > 0 {
                buffer.removeSubrange(Int(count)...)
                return buffer
            }
            let code = library.getError(connection, count)
            if code == OpenSSLLibrary.errorZeroReturn { return [] }
            try waitOrFail(code, doing: "receiving")
        }
    }

    /// Waits when OpenSSL wants the network, else throws what `code` says happened.
    private func waitOrFail(_ code: Int32, doing what: String) throws(StreamFailure) {
        switch code {
        case OpenSSLLibrary.errorWantRead: try socket.wait(for: .readable)
        case OpenSSLLibrary.errorWantWrite: try socket.wait(for: .writable)
        case OpenSSLLibrary.errorSyscall:
            let error = SystemError.last
            let reason = library.drainErrors() ?? (error.isNone ? "the connection ended" : error.text)
            throw .lost("\(what) failed: \(reason)")
        case OpenSSLLibrary.errorSSL:
            // A TLS alert or a protocol error: the server's answer, not a lost connection, so
            // it is not retried. At TLS 1.3 a server that wants a client certificate says so
            // here, on the first read after a handshake the client saw succeed.
            let error = library.drainErrorsWithReason()
            let kind: NetworkError.TLSFailure = error?.reason == OpenSSLLibrary.reasonCertificateRequired ? .clientCertificateRequired : .handshakeFailed
            throw .secure(kind, "\(what) over TLS failed: \(error?.text ?? "error \(code)")")
        default:
            throw .lost("\(what) over TLS failed: \(library.drainErrors() ?? "error \(code)")")
        }
    }

    /// The typed reason for an X.509 verification error (x509_vfy.h).
    private static func failure(_ verification: Int) -> NetworkError.TLSFailure {
        switch verification {
        case 10: .expiredCertificate
        case 9: .certificateNotYetValid
        // 18: the leaf itself is self-signed. 19 (a self-signed root in the chain the server
        // sent) means a chain to a root nobody trusts: an unknown authority, like 2, 20, 21.
        case 18: .selfSignedCertificate
        case 2, 19, 20, 21: .unknownAuthority
        case 62, 64: .wrongHost
        default: .untrustedCertificate
        }
    }
}
