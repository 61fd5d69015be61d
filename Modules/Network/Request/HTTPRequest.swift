#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One HTTP request: where it goes, its method, header fields and body.
///
/// The client's own request value, so the module needs nothing of FoundationNetworking; it reads
/// like the `URLRequest` it replaces (`setValue(_:forHTTPHeaderField:)`, `value(forHTTPHeaderField:)`).
public struct HTTPRequest: Sendable, Equatable {
    /// The absolute URL the request is sent to.
    public var url: URL
    public var method: HTTPMethod
    /// Header fields by name as set; names compare case-insensitively through the accessors.
    public private(set) var headers: [String: String]
    public var body: Data?

    /// Creates a request; a method of `.get`, no header fields and no body unless given.
    public init(url: URL, method: HTTPMethod = .get, headers: [String: String] = [:], body: Data? = nil) {
        self.url = url
        self.method = method
        self.headers = [:]
        self.body = body
        for (name, value) in headers { setValue(value, forHTTPHeaderField: name) }
    }

    /// The value of header field `name`, whatever its case.
    public func value(forHTTPHeaderField name: String) -> String? {
        // Field names are ASCII tokens (RFC 9110 §5.1), so ASCII case is all there is to ignore.
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    /// Sets header field `name` to `value`, replacing it whatever its case; nil removes it.
    public mutating func setValue(_ value: String?, forHTTPHeaderField name: String) {
        for key in headers.keys where key.lowercased() == name.lowercased() { headers[key] = nil }
        if let value { headers[name] = value }
    }
}
