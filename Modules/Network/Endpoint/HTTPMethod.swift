/// The HTTP methods the API uses.
public enum HTTPMethod: String, Sendable, Hashable {
    case get = "GET"
    /// GET without the body: the answer's head only, whatever its Content-Length says.
    case head = "HEAD"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"

    /// Whether repeating the request has the same effect as sending it once (RFC 9110 §9.2.2),
    /// which is what makes a retry safe.
    public var isIdempotent: Bool {
        self != .post && self != .patch
    }
}
