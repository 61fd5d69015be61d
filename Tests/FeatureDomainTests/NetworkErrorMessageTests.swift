import Network
import Resources
import Testing

@testable import FeatureDomain

/// What the screens say for each kind of network failure: what happened, and a retry only
/// where one can help.
@Suite("Network errors in the user's language")
struct NetworkErrorMessageTests {
    @Test("an unreadable answer, a redirect loop, a proxy and TLS each say what happened, not that the connection failed")
    func specificMessages() {
        let cases: [(NetworkError, String)] = [
            (.transport(.invalidResponse, detail: "status 999"), R.string.net.unreadable(language: .english)),
            (.transport(.tooManyRedirects, detail: "loop"), R.string.net.redirects(language: .english)),
            (.transport(.proxyFailed, detail: "407"), R.string.net.proxyFailed(language: .english)),
            (.tls(.expiredCertificate, detail: "expired"), R.string.net.untrusted(language: .english)),
            (.tls(.selfSignedCertificate, detail: "self-signed"), R.string.net.untrusted(language: .english)),
            (.tls(.handshakeFailed, detail: "alert"), R.string.net.tlsFailed(language: .english)),
            (.tls(.libraryUnavailable, detail: "no libssl"), R.string.net.tlsUnavailable(language: .english)),
        ]
        for (error, expected) in cases {
            let message = R.withLanguage(.english) { error.localizedMessage }
            #expect(message == expected, "\(error)")
            #expect(message != R.string.net.connectionFailed(language: .english), "\(error)")
            #expect(!message.contains("Try again"), "\(error): \(message)")
        }
    }
}
