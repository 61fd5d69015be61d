import Synchronization
import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An OpenSSL client context (`SSL_CTX`) set up as ``TLSConfiguration`` says, shared by every
/// connection of one transport.
final class TLSContext: Sendable {
    let library: OpenSSLLibrary
    // An SSL_CTX may be shared between threads once set up; only SSL_new reads it afterwards.
    nonisolated(unsafe) let context: OpaquePointer

    init(configuration: TLSConfiguration) throws(TLSLoadFailure) {
        let library = try Self.load(configuration.libraryName)
        guard let context = library.contextNew(library.clientMethod()) else {
            throw TLSLoadFailure(detail: "OpenSSL could not make a TLS context: \(library.drainErrors() ?? "no reason given")")
        }
        self.library = library
        self.context = context
        guard library.contextControl(context, OpenSSLLibrary.controlSetMinimumProtocol, OpenSSLLibrary.tls12, nil) == 1 else {
            throw TLSLoadFailure(detail: "OpenSSL refused TLS 1.2 as the minimum version")
        }
        // A server that closes without close_notify ends the stream; HTTP's own framing
        // (Content-Length, chunks) tells a cut-off body, as for http://.
        _ = library.contextSetOptions(context, OpenSSLLibrary.ignoreUnexpectedEOF)
        library.contextSetVerify(context, OpenSSLLibrary.verifyPeer, nil)
        let loaded =
            if let file = configuration.trustedCertificatesFile {
                library.contextLoadVerifyLocations(context, file, nil)
            } else {
                library.contextDefaultVerifyPaths(context)
            }
        guard loaded == 1 else {
            let source = configuration.trustedCertificatesFile ?? "the system's trust store"
            throw TLSLoadFailure(detail: "cannot read the trusted certificates in \(source): \(library.drainErrors() ?? "no reason given")")
        }
    }

    deinit {
        library.contextFree(context)
    }

    /// The library `name` names, or the first of the system's candidates that loads; the
    /// failure says what was tried and how to install OpenSSL 3.
    private static func load(_ name: String?) throws(TLSLoadFailure) -> OpenSSLLibrary {
        if let name { return try OpenSSLLibrary(name: name) }
        let environment = ProcessInfo.processInfo.environment
        let candidates = OpenSSLLocation.candidates(environment: environment)
        var failures: [String] = []
        for candidate in candidates {
            do throws(TLSLoadFailure) {
                return try OpenSSLLibrary(name: candidate)
            } catch {
                failures.append(error.detail)
            }
        }
        let chosen = environment[OpenSSLLocation.environmentVariable].flatMap { $0.isEmpty ? nil : " (named by \(OpenSSLLocation.environmentVariable))" } ?? ""
        throw TLSLoadFailure(
            detail:
                "https:// needs OpenSSL 3, and none could be loaded\(chosen): \(failures.joined(separator: "; ")). To fix it, \(OpenSSLLocation.installAdvice)")
    }
}

/// Makes the ``TLSContext`` on first use, so nothing of OpenSSL is loaded before the first
/// `https://` request; a failure is kept and given to every later request.
final class TLSContextProvider: Sendable {
    private let configuration: TLSConfiguration
    private let state = Mutex<Result<TLSContext, TLSLoadFailure>?>(nil)

    init(configuration: TLSConfiguration) {
        self.configuration = configuration
    }

    func context() throws(TLSLoadFailure) -> TLSContext {
        if let known = state.withLock({ $0 }) { return try known.get() }
        // Loaded outside the lock, which only guards the result: OpenSSL is not called while it
        // is held. Two first requests at once may both load; the first result is kept, and the
        // other context is freed once it goes out of scope, after the lock.
        let made: Result<TLSContext, TLSLoadFailure>
        do throws(TLSLoadFailure) {
            made = .success(try TLSContext(configuration: configuration))
        } catch {
            made = .failure(error)
        }
        let kept = state.withLock { state -> Result<TLSContext, TLSLoadFailure> in
            if let earlier = state { return earlier }
            state = made
            return made
        }
        return try kept.get()
    }
}
