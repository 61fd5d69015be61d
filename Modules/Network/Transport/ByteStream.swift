import SystemCalls

/// How a byte stream failed.
enum StreamFailure: Error {
    case cancelled
    case hostNotFound(String)
    /// Connecting failed, as the system's `error` says.
    case cannotConnect(SystemError, String)
    /// Name lookup, connecting and the connection's setup took longer than the connect timeout.
    case connectTimeout
    case lost(String)
    case idle
    /// The exchange's deadline passed while a call waited on the socket.
    case exchangeTimeout
    /// The TLS handshake failed, or the server ended TLS with an alert.
    case secure(NetworkError.TLSFailure, String)
}

/// A connection's bytes in both directions, with blocking-style calls that give up when
/// cancelled or idle: a TCP socket, or TLS over one. Used from one thread at a time.
protocol ByteStream: AnyObject {
    /// Sends all of `bytes`, or throws.
    func write(_ bytes: [UInt8]) throws(StreamFailure)
    /// Up to `maximum` bytes as they arrive; empty at the end of the stream.
    func read(maximum: Int) throws(StreamFailure) -> [UInt8]
    /// The socket underneath, whose canceller and idleness every call obeys.
    var socket: SocketConnection { get }
}
