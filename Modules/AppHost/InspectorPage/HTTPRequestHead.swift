/// The head of one HTTP/1.1 request to the inspector's page, read strictly: a request line of
/// three parts split by single spaces (the target of visible ASCII only), header lines
/// `name: value`, nothing else, within the limits below.
public struct HTTPRequestHead: Equatable, Sendable {
    /// The most bytes a head may have, its blank line included.
    public static let maximumLength = 8 * 1_024
    /// The most header lines.
    public static let maximumHeaders = 64

    public var method: String
    /// The path, without the query.
    public var path: String
    /// The query's `name=value` pairs, as sent (the page's values need no decoding).
    public var query: [String: String]
    /// Header values by lowercased name; a name sent twice is refused.
    public var headers: [String: String]

    /// Why a head is refused.
    public enum Problem: Error, Equatable {
        case tooLong
        case malformed(String)
    }

    /// Where the head ends in `bytes` (just after its blank line), or nil when it has not all arrived.
    public static func end(in bytes: [UInt8]) -> Int? {
        end(in: bytes, searchingFrom: 0)
    }

    /// Where the first blank line that starts at or after `start` ends in `bytes`, or nil.
    static func end(in bytes: [UInt8], searchingFrom start: Int) -> Int? {
        var index = start + 3
        while index < bytes.count {
            if bytes[index] == 10, bytes[index - 1] == 13, bytes[index - 2] == 10, bytes[index - 3] == 13 { return index + 1 }
            index += 1
        }
        return nil
    }

    /// Reads a whole head, its final blank line included.
    public init(bytes: some Collection<UInt8>) throws(Problem) {
        guard bytes.count <= Self.maximumLength else { throw .tooLong }
        // Visible ASCII, space and tab only: no bytes a header could smuggle anything in.
        guard bytes.allSatisfy({ $0 == 9 || $0 == 10 || $0 == 13 || (32...126).contains($0) }) else {
            throw .malformed("the request holds a byte that is not printable ASCII")
        }
        let all = Array(bytes)
        guard all.count >= 4, all.suffix(4) == [13, 10, 13, 10] else { throw .malformed("the request's head does not end with a blank line") }
        // Split on CR LF as bytes (as Characters, CR LF is one); a CR or LF alone is refused.
        var lines: [String] = []
        var start = 0
        var index = 0
        let body = all.dropLast(4)
        while index < body.endIndex {
            if body[index] == 13, index + 1 < body.endIndex, body[index + 1] == 10 {
                lines.append(String(decoding: body[start..<index], as: UTF8.self))
                index += 2
                start = index
            } else if body[index] == 13 || body[index] == 10 {
                throw .malformed("a line ends with a bare CR or LF")
            } else {
                index += 1
            }
        }
        lines.append(String(decoding: body[start..<body.endIndex], as: UTF8.self))
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2] == "HTTP/1.1" || requestLine[2] == "HTTP/1.0" else {
            throw .malformed("the request line is not `METHOD /path HTTP/1.1`")
        }
        let method = String(requestLine[0])
        guard !method.isEmpty, method.utf8.allSatisfy({ (65...90).contains($0) }) else { throw .malformed("the method is not a word in capitals") }
        let target = String(requestLine[1])
        guard target.hasPrefix("/") else { throw .malformed("the target is not a path") }
        // The request line splits on spaces only, so a tab would stay in the path or a query
        // value; a request target holds no white space at all (RFC 9112, section 3.2).
        guard !target.utf8.contains(9) else { throw .malformed("the target holds a tab") }
        guard lines.count <= Self.maximumHeaders else { throw .malformed("over \(Self.maximumHeaders) header lines") }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw .malformed("a header line has no colon") }
            let name = line[..<colon].lowercased()
            guard !name.isEmpty, name.utf8.allSatisfy({ $0 > 32 && $0 != 58 }) else { throw .malformed("a header's name is empty or holds a space") }
            guard headers[name] == nil else { throw .malformed("the header \(name) is sent twice") }
            headers[name] = String(line[line.index(after: colon)...]).trimmingSpacesAndTabs
        }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(nameAndValue[0])
                guard query[name] == nil else { throw .malformed("the query names \(name) twice") }
                query[name] = nameAndValue.count == 2 ? String(nameAndValue[1]) : ""
            }
        }
        self.method = method
        self.path = String(parts[0])
        self.query = query
        self.headers = headers
    }
}

extension String {
    fileprivate var trimmingSpacesAndTabs: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
