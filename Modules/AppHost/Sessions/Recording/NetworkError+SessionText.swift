import Network

extension NetworkError {
    /// The failure as a recording's `http` line names it (`timeout:15.0`, `cancelled`,
    /// `transport:connection refused:DETAIL`), which ``init(sessionText:)`` reads back.
    public var sessionText: String {
        switch self {
        case .invalidURL(let url): "invalidURL:\(url)"
        case .transport(let failure, let detail): "transport:\(failure.rawValue):\(detail)"
        case .tls(let failure, let detail): "tls:\(failure.rawValue):\(detail)"
        case .timeout(let seconds): "timeout:\(seconds)"
        case .cancelled: "cancelled"
        case .httpStatus(let code, let excerpt): "httpStatus:\(code):\(excerpt)"
        case .decoding(let type, _, let reason, _): "decoding:\(type):\(reason)"
        case .responseTooLarge(let limit): "responseTooLarge:\(limit)"
        }
    }

    /// The failure a recording's `error` names; nil for a text no recorder writes.
    public init?(sessionText text: String) {
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        let rest = parts.count > 1 ? parts.dropFirst().joined(separator: ":") : ""
        switch parts[0] {
        case "cancelled": self = .cancelled
        case "invalidURL": self = .invalidURL(rest)
        case "timeout":
            guard let seconds = Double(rest), seconds.isFinite else { return nil }
            self = .timeout(seconds: seconds)
        case "transport":
            guard parts.count == 3, let failure = TransportFailure(rawValue: parts[1]) else { return nil }
            self = .transport(failure, detail: parts[2])
        case "tls":
            guard parts.count == 3, let failure = TLSFailure(rawValue: parts[1]) else { return nil }
            self = .tls(failure, detail: parts[2])
        case "httpStatus":
            guard parts.count == 3, let code = Int(parts[1]) else { return nil }
            self = .httpStatus(code: code, bodyExcerpt: parts[2])
        case "decoding":
            guard parts.count == 3 else { return nil }
            self = .decoding(type: parts[1], codingPath: "", reason: parts[2], payloadSnippet: "")
        case "responseTooLarge":
            guard let limit = Int(rest) else { return nil }
            self = .responseTooLarge(limit: limit)
        default: return nil
        }
    }
}
