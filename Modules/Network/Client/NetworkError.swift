/// Everything that can go wrong with a request, with the context to understand it.
public enum NetworkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// How a connection failed before a response arrived.
    public enum TransportFailure: String, Sendable, Equatable {
        case connectionRefused = "connection refused"
        case hostNotFound = "host not found"
        case connectionLost = "connection lost"
        case notConnected = "not connected to the internet"
        /// Name lookup and connecting took longer than the connect timeout.
        case connectTimeout = "connect timed out"
        /// The server broke HTTP: bad framing, oversized headers, an encoding that was not asked for.
        case invalidResponse = "invalid response"
        /// The proxy could not be used, or refused to carry the request.
        case proxyFailed = "proxy failed"
        /// Redirects went round in a loop or past the client's limit.
        case tooManyRedirects = "too many redirects"
        case other = "network failure"
    }

    /// Why a TLS connection could not be made; never worth retrying, as the server will present
    /// the same certificate again.
    public enum TLSFailure: String, Sendable, Equatable {
        case selfSignedCertificate = "the server's certificate is self-signed"
        case unknownAuthority = "the server's certificate is from an unknown authority"
        case expiredCertificate = "the server's certificate has expired"
        case certificateNotYetValid = "the server's certificate is not valid yet"
        case wrongHost = "the server's certificate is for another host"
        case untrustedCertificate = "the server's certificate is not trusted"
        case handshakeFailed = "the TLS handshake failed"
        /// The server requires a client certificate, which the client does not present.
        case clientCertificateRequired = "the server requires a client certificate"
        /// The system's OpenSSL could not be loaded, so `https://` cannot work on this machine.
        case libraryUnavailable = "TLS is not available"
    }

    /// The endpoint's path or query could not form a URL below the base URL.
    case invalidURL(String)
    /// The connection failed; `detail` is the system's own description.
    case transport(TransportFailure, detail: String)
    /// The secure connection failed; `detail` names the certificate's or the handshake's problem.
    case tls(TLSFailure, detail: String)
    /// No complete response arrived within the request's time limit.
    case timeout(seconds: Double)
    /// The request was cancelled, usually because the screen that wanted it went away.
    case cancelled
    /// The server answered with a status that is not 2xx; `bodyExcerpt` is the start of its body.
    case httpStatus(code: Int, bodyExcerpt: String)
    /// The body did not decode as the expected type.
    case decoding(type: String, codingPath: String, reason: String, payloadSnippet: String)
    /// The body was larger than the client accepts.
    case responseTooLarge(limit: Int)

    /// A sentence an end user can read in the UI.
    public var userMessage: String {
        switch self {
        case .invalidURL: "The app built an address the server cannot be reached at."
        case .transport(.connectionRefused, _), .transport(.hostNotFound, _):
            "The server cannot be reached. Check the address and your connection, then try again."
        case .transport(.notConnected, _): "You seem to be offline. Check your connection, then try again."
        case .transport(.invalidResponse, _): "The server's answer could not be read."
        case .transport(.tooManyRedirects, _): "The server sent the request round too many redirects."
        case .transport(.proxyFailed, _): "The proxy could not be used. Check the proxy settings."
        case .tls(.libraryUnavailable, _): "Secure connections (https) need OpenSSL 3, which this system lacks."
        case .tls(.handshakeFailed, _): "A secure connection to the server could not be set up."
        case .tls(.clientCertificateRequired, _): "The server only talks to clients with a certificate, which this app does not have."
        case .tls: "The server's certificate is not valid for it, so the app does not trust it."
        case .transport: "The connection to the server failed. Try again."
        case .timeout: "The server took too long to answer. Try again."
        case .cancelled: "The request was cancelled."
        case .httpStatus(let code, _) where code == 404: "The item was not found on the server."
        case .httpStatus(let code, _) where code == 429: "The server is busy. Wait a moment, then try again."
        case .httpStatus(let code, _) where code >= 500: "The server had a problem (\(code)). Try again later."
        case .httpStatus(let code, _): "The server refused the request (\(code))."
        case .decoding: "The server sent data the app does not understand."
        case .responseTooLarge: "The server sent more data than the app accepts."
        }
    }

    /// The error with its technical context, for logs and developers. Whatever in it came from
    /// the server (details, excerpts, JSON keys) is sanitised: no escape sequences, controls,
    /// bidirectional or invisible characters, so it is safe to print.
    public var description: String {
        switch self {
        case .invalidURL(let path): "invalid URL for \(ErrorText.sanitize(path))"
        case .transport(let failure, let detail): "\(failure.rawValue): \(ErrorText.sanitize(detail))"
        case .tls(let failure, let detail): "\(failure.rawValue): \(ErrorText.sanitize(detail))"
        case .timeout(let seconds): "timed out after \(seconds) s"
        case .cancelled: "cancelled"
        case .httpStatus(let code, let excerpt): "HTTP \(code)" + (excerpt.isEmpty ? "" : ": \(ErrorText.sanitize(excerpt))")
        case .decoding(let type, let path, let reason, let snippet):
            "cannot decode \(type) at \(path.isEmpty ? "the top level" : ErrorText.sanitize(path)): "
                + "\(ErrorText.sanitize(reason)); payload starts \(ErrorText.sanitize(snippet))"
        case .responseTooLarge(let limit): "response larger than \(limit) bytes"
        }
    }

    /// Whether sending the same request again may succeed: a lost connection, a network that
    /// is down, time-outs, 429 and 5xx. A refused connection, an unknown host, a broken response,
    /// a redirect loop and a TLS failure are answers, not accidents: the same request gets them again.
    public var isTransient: Bool {
        switch self {
        case .transport(.invalidResponse, _), .transport(.tooManyRedirects, _), .transport(.connectionRefused, _),
            .transport(.hostNotFound, _), .transport(.proxyFailed, _):
            false
        case .transport, .timeout: true
        case .httpStatus(let code, _): code == 429 || code >= 500
        default: false
        }
    }
}
