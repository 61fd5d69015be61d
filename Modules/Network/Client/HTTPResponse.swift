#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A response as the client sees it: status, headers and the whole body.
public struct HTTPResponse: Sendable, Equatable {
    public var statusCode: Int
    /// Header fields with lowercased names, as HTTP header names are case-insensitive.
    public var headers: [String: String]
    public var body: Data

    /// Creates a response; header names are lowercased.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }

    /// The value of header `name`, whatever its case.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }
}
