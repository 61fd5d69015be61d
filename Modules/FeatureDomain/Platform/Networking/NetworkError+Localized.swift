import Network
import Resources

extension NetworkError {
    /// What went wrong, in the user's language, for the screens.
    var localizedMessage: String {
        switch self {
        case .invalidURL: R.string.net.invalidAddress()
        case .transport(.connectionRefused, _), .transport(.hostNotFound, _): R.string.net.unreachable()
        case .transport(.notConnected, _): R.string.net.offline()
        case .transport(.invalidResponse, _): R.string.net.unreadable()
        case .transport(.tooManyRedirects, _): R.string.net.redirects()
        case .transport(.proxyFailed, _): R.string.net.proxyFailed()
        case .tls(.libraryUnavailable, _): R.string.net.tlsUnavailable()
        case .tls(.handshakeFailed, _): R.string.net.tlsFailed()
        case .tls: R.string.net.untrusted()
        case .transport: R.string.net.connectionFailed()
        case .timeout: R.string.net.timeout()
        case .cancelled: R.string.net.cancelled()
        case .httpStatus(let code, _) where code == 404: R.string.net.notFound()
        case .httpStatus(let code, _) where code == 429: R.string.net.busy()
        case .httpStatus(let code, _) where code >= 500: R.string.net.serverError(code)
        case .httpStatus(let code, _): R.string.net.refused(code)
        case .decoding: R.string.net.malformed()
        case .responseTooLarge: R.string.net.tooLarge()
        }
    }
}
