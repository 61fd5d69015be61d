import SystemCalls

/// The functions of the system's OpenSSL (libssl 3) the client uses, looked up at run time.
///
/// Loading at run time keeps OpenSSL out of the binary's link line: nothing of it is loaded at
/// start, the build needs no headers, and a machine without it fails `https://` requests alone,
/// with a typed error. The handle is never closed: the functions may be in use on any thread.
final class OpenSSLLibrary: Sendable {
    typealias Method = @convention(c) () -> OpaquePointer?
    typealias ContextNew = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias ContextFree = @convention(c) (OpaquePointer?) -> Void
    typealias Control = @convention(c) (OpaquePointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
    typealias SetOptions = @convention(c) (OpaquePointer?, UInt64) -> UInt64
    typealias DefaultPaths = @convention(c) (OpaquePointer?) -> Int32
    typealias LoadLocations = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    typealias SetVerify = @convention(c) (OpaquePointer?, Int32, OpaquePointer?) -> Void
    typealias SetDescriptor = @convention(c) (OpaquePointer?, Int32) -> Int32
    typealias SetHost = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
    typealias Handshake = @convention(c) (OpaquePointer?) -> Int32
    typealias Transfer = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int32) -> Int32
    typealias TransferOut = @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int32) -> Int32
    typealias GetError = @convention(c) (OpaquePointer?, Int32) -> Int32
    typealias VerifyResult = @convention(c) (OpaquePointer?) -> Int
    typealias VerifyText = @convention(c) (Int) -> UnsafePointer<CChar>?
    typealias NextError = @convention(c) () -> UInt
    typealias ErrorText = @convention(c) (UInt, UnsafeMutablePointer<CChar>?, Int) -> Void
    typealias ClearErrors = @convention(c) () -> Void
    typealias SetHostFlags = @convention(c) (OpaquePointer?, UInt32) -> Void

    // Values of OpenSSL 3's macros (ssl.h, tls1.h, x509_vfy.h).
    static let controlSetMinimumProtocol: Int32 = 123
    static let controlSetServerName: Int32 = 55
    static let serverNameTypeHost = 0
    static let tls12 = 0x0303
    static let verifyPeer: Int32 = 1
    static let ignoreUnexpectedEOF: UInt64 = 1 << 7
    static let errorSSL: Int32 = 1
    static let errorWantRead: Int32 = 2
    static let errorWantWrite: Int32 = 3
    static let errorSyscall: Int32 = 5
    static let errorZeroReturn: Int32 = 6
    /// X509_CHECK_FLAG_NEVER_CHECK_SUBJECT (x509v3.h): the subject's CN never stands in for a
    /// missing subjectAltName, as browsers require (CA/Browser Forum, RFC 6125 §6.4.4).
    static let neverCheckSubject: UInt32 = 0x20
    /// SSL_R_TLSV13_ALERT_CERTIFICATE_REQUIRED (sslerr.h): the server's alert that it wants a
    /// client certificate, which TLS 1.3 delivers after the client's handshake has finished.
    static let reasonCertificateRequired: UInt = 1116
    /// ERR_GET_REASON's mask for OpenSSL 3's error codes (err.h: ERR_REASON_MASK).
    static let reasonMask: UInt = 0x7F_FFFF

    let clientMethod: Method
    let contextNew: ContextNew
    let contextFree: ContextFree
    let contextControl: Control
    let contextSetOptions: SetOptions
    let contextDefaultVerifyPaths: DefaultPaths
    let contextLoadVerifyLocations: LoadLocations
    let contextSetVerify: SetVerify
    let new: ContextNew
    let free: ContextFree
    let setDescriptor: SetDescriptor
    let control: Control
    let setHost: SetHost
    let setHostFlags: SetHostFlags
    let connect: Handshake
    let read: Transfer
    let write: TransferOut
    let getError: GetError
    let shutdown: Handshake
    let verifyResult: VerifyResult
    let verifyErrorText: VerifyText
    let nextError: NextError
    let errorText: ErrorText
    let clearErrors: ClearErrors

    /// Loads `name` (a file name the dynamic linker searches for, or a path) and its functions.
    /// Throws a sentence saying what is missing.
    init(name: String) throws(TLSLoadFailure) {
        let handle: SharedLibrary
        switch SharedLibrary.load(name) {
        case .success(let loaded): handle = loaded
        case .failure(let error): throw TLSLoadFailure(detail: "cannot load \(name), needed for https:// (\(error.reason))")
        }
        func symbol<T>(_ symbolName: String, as type: T.Type) throws(TLSLoadFailure) -> T {
            guard let address = handle.address(of: symbolName) else {
                throw TLSLoadFailure(detail: "\(name) has no \(symbolName); OpenSSL 3 is needed for https://")
            }
            return unsafeBitCast(address, to: type)
        }
        clientMethod = try symbol("TLS_client_method", as: Method.self)
        contextNew = try symbol("SSL_CTX_new", as: ContextNew.self)
        contextFree = try symbol("SSL_CTX_free", as: ContextFree.self)
        contextControl = try symbol("SSL_CTX_ctrl", as: Control.self)
        contextSetOptions = try symbol("SSL_CTX_set_options", as: SetOptions.self)
        contextDefaultVerifyPaths = try symbol("SSL_CTX_set_default_verify_paths", as: DefaultPaths.self)
        contextLoadVerifyLocations = try symbol("SSL_CTX_load_verify_locations", as: LoadLocations.self)
        contextSetVerify = try symbol("SSL_CTX_set_verify", as: SetVerify.self)
        new = try symbol("SSL_new", as: ContextNew.self)
        free = try symbol("SSL_free", as: ContextFree.self)
        setDescriptor = try symbol("SSL_set_fd", as: SetDescriptor.self)
        control = try symbol("SSL_ctrl", as: Control.self)
        setHost = try symbol("SSL_set1_host", as: SetHost.self)
        setHostFlags = try symbol("SSL_set_hostflags", as: SetHostFlags.self)
        connect = try symbol("SSL_connect", as: Handshake.self)
        read = try symbol("SSL_read", as: Transfer.self)
        write = try symbol("SSL_write", as: TransferOut.self)
        getError = try symbol("SSL_get_error", as: GetError.self)
        shutdown = try symbol("SSL_shutdown", as: Handshake.self)
        verifyResult = try symbol("SSL_get_verify_result", as: VerifyResult.self)
        // libcrypto's, found through libssl's own dependencies.
        verifyErrorText = try symbol("X509_verify_cert_error_string", as: VerifyText.self)
        nextError = try symbol("ERR_get_error", as: NextError.self)
        errorText = try symbol("ERR_error_string_n", as: ErrorText.self)
        clearErrors = try symbol("ERR_clear_error", as: ClearErrors.self)
    }

    /// The oldest error on this thread's OpenSSL error queue as text, emptying the queue.
    func drainErrors() -> String? {
        drainErrorsWithReason()?.text
    }

    /// The oldest error on this thread's OpenSSL error queue as text and its reason code
    /// (ERR_GET_REASON), emptying the queue.
    func drainErrorsWithReason() -> (text: String, reason: UInt)? {
        var first: (text: String, reason: UInt)?
        while case let code = nextError(), code != 0 {
            if first == nil {
                var text = [CChar](repeating: 0, count: 256)
                errorText(code, &text, text.count)
                let sentence = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                first = (sentence, code & Self.reasonMask)
            }
        }
        return first
    }
}

/// Why the TLS library could not be used.
struct TLSLoadFailure: Error {
    var detail: String
}
