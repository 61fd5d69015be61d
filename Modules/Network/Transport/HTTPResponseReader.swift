#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads one HTTP/1.1 response from a byte stream, strictly and within limits: the head may be at
/// most ``maximumHeadSize`` bytes, the body at most the caller's limit, counted as it arrives.
///
/// What the server can get wrong fails as `.transport(.invalidResponse)` (not worth retrying: the
/// same server will send the same thing), what the connection can lose as
/// `.transport(.connectionLost)` (worth retrying).
struct HTTPResponseReader {
    /// The largest status line and header block accepted.
    static let maximumHeadSize = 64 * 1024

    /// The status and header fields of a response, names as sent.
    struct Head {
        var statusCode: Int
        /// Whether the server speaks HTTP/1.1 (else 1.0, whose connections close by default).
        var isHTTP11 = true
        var fields: [(name: String, value: String)]

        /// The values of field `name` (given in lower case), whatever its case in the head.
        func values(_ name: String) -> [String] {
            // `lowercased()` on every name on every call was most of the cost of reading a head
            // of thousands of fields.
            fields.compactMap { $0.name.utf8.count == name.utf8.count && $0.name.asciiLowercased == name ? $0.value : nil }
        }
    }

    private let receive: () throws(NetworkError) -> [UInt8]
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false
    /// Whether the body ran to the end of the stream, which leaves no connection to reuse.
    private var bodyEndedWithStream = false

    /// Whether any byte of a response has arrived.
    private(set) var hasReceived = false

    /// A reader over `receive`, which returns the next bytes of the stream, empty at its end.
    init(receive: @escaping () throws(NetworkError) -> [UInt8]) {
        self.receive = receive
    }

    /// The final response's head, skipping interim (1xx) responses.
    mutating func readHead() throws(NetworkError) -> Head {
        for _ in 0..<8 {
            let head = try parseHead(readHeadBytes())
            if head.statusCode == 101 { throw Self.invalid("the server switched protocols, which the client did not ask for") }
            if head.statusCode >= 200 { return head }
        }
        throw Self.invalid("the server sent too many interim (1xx) responses")
    }

    /// Whether a response with `head` to `method` has a body at all: 204, 304 and answers to HEAD
    /// have none, whatever their header fields say (RFC 9112 §6.3).
    static func hasBody(_ head: Head, method: String) -> Bool {
        !(method == "HEAD" || head.statusCode == 204 || head.statusCode == 304)
    }

    /// Whether every byte received so far has been read.
    var isDrained: Bool { position == buffer.count }

    /// Whether the connection may carry the next request once the body of `head` was read: the
    /// body's end was framed, nothing unasked for followed it, and neither side said `close`.
    func canCarryAnotherResponse(after head: Head) -> Bool {
        let closing = head.values("connection").contains { value in
            value.split(separator: ",").contains { $0.trimmed.lowercased() == "close" }
        }
        return head.isHTTP11 && !closing && !bodyEndedWithStream && !ended && position == buffer.count
    }

    /// The body that follows `head` for a request with `method`, at most `limit` bytes.
    mutating func readBody(of head: Head, method: String, limit: Int) throws(NetworkError) -> Data {
        guard Self.hasBody(head, method: method) else { return Data() }
        let transferCodings = head.values("transfer-encoding")
        if !transferCodings.isEmpty {
            guard transferCodings.joined(separator: ",").trimmed.lowercased() == "chunked" else {
                throw Self.invalid("unsupported transfer coding \"\(transferCodings.joined(separator: ", "))\"")
            }
            return try readChunkedBody(limit: limit)
        }
        // Empty members are kept, so an empty or dangling field ("Content-Length:", "5,") is
        // refused rather than taken for no length at all (RFC 9112 §6.3).
        let lengths = Set(
            head.values("content-length").flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed } })
        guard lengths.count <= 1 else { throw Self.invalid("conflicting Content-Length fields") }
        if let text = lengths.first {
            guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let length = Int(text) else {
                throw Self.invalid("invalid Content-Length \"\(text.prefix(40))\"")
            }
            guard length <= limit else { throw .responseTooLarge(limit: limit) }
            let body = try readBytes(length, limit: limit)
            guard body.count == length else {
                throw .transport(.connectionLost, detail: "the body ended after \(body.count) of \(length) bytes")
            }
            return body
        }
        bodyEndedWithStream = true
        return try readBytes(nil, limit: limit)
    }

    // MARK: Head

    private mutating func readHeadBytes() throws(NetworkError) -> ArraySlice<UInt8> {
        // How far past `position` the search for the blank line has looked, counted from
        // `position` so that `fill` moving the buffer's bytes cannot throw it off: each byte is
        // looked at a bounded number of times, however the head arrives.
        var searched = 0
        while true {
            if let end = Self.endOfHead(in: buffer, from: position + max(0, searched - 3), start: position) {
                guard end - position <= Self.maximumHeadSize else {
                    throw Self.invalid("the response headers are larger than \(Self.maximumHeadSize / 1024) KiB")
                }
                defer { position = end }
                return buffer[position..<end]
            }
            guard buffer.count - position <= Self.maximumHeadSize else {
                throw Self.invalid("the response headers are larger than \(Self.maximumHeadSize / 1024) KiB")
            }
            searched = buffer.count - position
            guard try fill() else {
                throw .transport(
                    .connectionLost,
                    detail: buffer.count == position
                        ? "the server closed the connection without answering"
                        : "the server closed the connection before the response headers ended")
            }
        }
    }

    /// The index after the blank line (CRLF CRLF, or bare LF LF) that ends a head.
    private static func endOfHead(in bytes: [UInt8], from: Int, start: Int) -> Int? {
        var index = max(from, start)
        while index < bytes.count {
            if bytes[index] == 0x0A {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A { return index + 3 }
            }
            index += 1
        }
        return nil
    }

    /// The status line and fields of one head, in one pass over its bytes: each line is split,
    /// checked and trimmed once, and a folded line is appended to its field's bytes in place, so
    /// the work is linear in the head's size whatever its shape (many folds, many fields, long
    /// values).
    private func parseHead(_ bytes: ArraySlice<UInt8>) throws(NetworkError) -> Head {
        // Lines are cut on bytes (as Characters, CR LF is a single grapheme and would not split
        // on LF), one at a time, without an array of them.
        var lineStart = bytes.startIndex
        func nextLine() -> ArraySlice<UInt8>? {
            guard lineStart < bytes.endIndex else { return nil }
            let end = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = bytes[lineStart..<end]
            lineStart = end == bytes.endIndex ? end : end + 1
            if line.last == 0x0D { line = line.dropLast() }
            return line
        }
        guard let statusBytes = nextLine(), !statusBytes.isEmpty else { throw Self.invalid("an empty response") }
        let statusLine = Self.text(statusBytes)
        let statusParts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard statusParts.count >= 2, statusParts[0] == "HTTP/1.1" || statusParts[0] == "HTTP/1.0",
            statusParts[1].count == 3, let statusCode = Int(statusParts[1]), (100...599).contains(statusCode)
        else {
            throw Self.invalid("the status line is not HTTP/1.x: \"\(statusLine.prefix(60))\"")
        }
        // Names and values stay slices of the head; only a value continued by folded lines is
        // copied, once, into `folded`, which then grows in place.
        var fields: [RawField] = []
        var folded: [UInt8]?
        while let line = nextLine() {
            // The blank line that ends the head.
            if line.isEmpty { break }
            // A bare CR, or a NUL, is refused rather than passed on inside a value (RFC 9112 §2.2,
            // RFC 9110 §5.5): what the caller reads would not be what the server framed.
            if let bad = line.first(where: { $0 == 0x0D || $0 == 0x00 }) {
                throw Self.invalid("a header line holds a bare \(bad == 0x0D ? "CR" : "NUL"): \"\(Self.text(line).prefix(60))\"")
            }
            if line.first == 0x20 || line.first == 0x09 {
                // obs-fold: a user agent replaces it with a space (RFC 9112 §5.2).
                guard let last = fields.last else { throw Self.invalid("the header block starts with a folded line") }
                let piece = Self.trimmed(line)
                guard !piece.isEmpty else { continue }
                var value = folded ?? Array(last.value)
                folded = nil
                if !value.isEmpty { value.append(0x20) }
                value.append(contentsOf: piece)
                folded = value
                continue
            }
            if let value = folded {
                fields[fields.count - 1].value = value[...]
                folded = nil
            }
            guard let colon = line.firstIndex(of: 0x3A), colon != line.startIndex, line[..<colon].allSatisfy(\.isHeaderNameByte) else {
                throw Self.invalid("a malformed header line: \"\(Self.text(line).prefix(60))\"")
            }
            fields.append(RawField(name: line[..<colon], value: Self.trimmed(line[(colon + 1)...])))
        }
        if let value = folded { fields[fields.count - 1].value = value[...] }
        var head = Head(statusCode: statusCode, isHTTP11: statusParts[0] == "HTTP/1.1", fields: [])
        head.fields.reserveCapacity(fields.count)
        for field in fields { head.fields.append((Self.text(field.name), Self.text(field.value))) }
        return head
    }

    /// A header field as bytes of the head, before it is turned into text.
    private struct RawField {
        var name: ArraySlice<UInt8>
        var value: ArraySlice<UInt8>
    }

    /// Header bytes as text: UTF-8 when they are, else Latin-1, byte for byte (values are meant
    /// to be ASCII).
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        // ASCII, nearly always: decoding it needs no validation (the generic validating
        // initialiser was most of the cost of a head of many fields).
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self) ?? String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    /// `bytes` without the spaces and tabs at either end.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else { return [] }
        return bytes[first...last]
    }

    // MARK: Body

    /// `count` bytes, or all bytes to the end of the stream when `count` is nil; fewer when the
    /// stream ends first. Throws `.responseTooLarge` as soon as more than `limit` have arrived.
    private mutating func readBytes(_ count: Int?, limit: Int) throws(NetworkError) -> Data {
        // Into the response's own storage, reserved once when the length is known: no copy
        // afterwards, and no doubling past what was declared. Reserved up to 64 MiB only: a
        // declared length is the server's word, and a caller may allow far more than that.
        var body = Data()
        if let count { body.reserveCapacity(min(count, 64 * 1024 * 1024)) }
        while count.map({ body.count < $0 }) ?? true {
            if position == buffer.count, !(try fill()) { break }
            let available = buffer.count - position
            let take = count.map { min(available, $0 - body.count) } ?? available
            guard body.count + take <= limit else { throw .responseTooLarge(limit: limit) }
            body.append(contentsOf: buffer[position..<position + take])
            position += take
        }
        return body
    }

    private mutating func readChunkedBody(limit: Int) throws(NetworkError) -> Data {
        var body = Data()
        while true {
            let sizeLine = try readLine()
            let sizeText = (sizeLine.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").trimmed
            // Hex digits only (RFC 9112 §7.1): `Int(_:radix:)` would also take a sign.
            guard !sizeText.isEmpty, sizeText.count <= 15, sizeText.utf8.allSatisfy(\.isHexDigit), let size = Int(sizeText, radix: 16) else {
                throw Self.invalid("bad chunk framing: chunk size \"\(sizeLine.prefix(40))\"")
            }
            if size == 0 { break }
            guard body.count + size <= limit else { throw .responseTooLarge(limit: limit) }
            let chunk = try readBytes(size, limit: size)
            guard chunk.count == size else { throw .transport(.connectionLost, detail: "the body ended inside a chunk") }
            body.append(chunk)
            guard try readLine().isEmpty else { throw Self.invalid("bad chunk framing: a chunk is longer than its size") }
        }
        // Trailer fields, up to the blank line; bounded like a head.
        var trailerBytes = 0
        while true {
            let line = try readLine()
            if line.isEmpty { return body }
            trailerBytes += line.utf8.count
            guard trailerBytes <= Self.maximumHeadSize else { throw Self.invalid("the trailer fields are too large") }
        }
    }

    /// The longest chunk-size or trailer line, line ending excluded but a CR before it counted.
    static let maximumLineLength = 4096

    /// The next line without its line ending. A line is judged by its length alone, so it is
    /// accepted or refused the same however its bytes arrive, and each byte is looked at once.
    private mutating func readLine() throws(NetworkError) -> String {
        var searched = 0
        while true {
            if let newline = buffer[(position + searched)...].firstIndex(of: 0x0A) {
                guard newline - position <= Self.maximumLineLength else {
                    throw Self.invalid("bad chunk framing: a line longer than \(Self.maximumLineLength / 1024) KiB")
                }
                var end = newline
                if end > position, buffer[end - 1] == 0x0D { end -= 1 }
                defer { position = newline + 1 }
                return String(decoding: buffer[position..<end], as: UTF8.self)
            }
            searched = buffer.count - position
            guard searched <= Self.maximumLineLength else {
                throw Self.invalid("bad chunk framing: a line longer than \(Self.maximumLineLength / 1024) KiB")
            }
            guard try fill() else { throw .transport(.connectionLost, detail: "the body ended inside its chunk framing") }
        }
    }

    /// Reads more of the stream into the buffer; false at its end.
    private mutating func fill() throws(NetworkError) -> Bool {
        guard !ended else { return false }
        if position > 64 * 1024 {
            buffer.removeSubrange(..<position)
            position = 0
        }
        let bytes = try receive()
        hasReceived = hasReceived || !bytes.isEmpty
        if bytes.isEmpty {
            ended = true
            return false
        }
        buffer += bytes
        return true
    }

    private static func invalid(_ detail: String) -> NetworkError {
        .transport(.invalidResponse, detail: detail)
    }
}

extension StringProtocol {
    fileprivate var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}

extension Character {
    /// Whether the character may appear in a header name (an RFC 9110 token).
    var isHeaderNameCharacter: Bool {
        guard isASCII, let byte = asciiValue else { return false }
        return byte.isHeaderNameByte
    }
}

extension String {
    /// The text with its ASCII letters in lower case, as header names compare (they are ASCII
    /// tokens); cheaper than `lowercased()`, which a head of thousands of fields calls thousands
    /// of times, and with no allocation for a short name.
    var asciiLowercased: String {
        var text = self
        return text.withUTF8 { bytes in
            guard bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return self }
            return String(unsafeUninitializedCapacity: bytes.count) { output in
                for (index, byte) in bytes.enumerated() { output[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
                return bytes.count
            }
        }
    }
}

extension UInt8 {
    /// Whether the byte may appear in a header name (an RFC 9110 token).
    fileprivate var isHeaderNameByte: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) || "!#$%&'*+-.^_`|~".utf8.contains(self)
    }
}
