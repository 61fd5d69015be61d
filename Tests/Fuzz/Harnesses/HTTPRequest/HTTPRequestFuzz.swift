import FuzzSupport

@testable import AppHost

/// The inspector page server's request reading over any bytes a program on this machine could
/// send to its port: `HTTPRequestHeadReader` takes the stream in reads, `HTTPRequestHead` parses
/// the head it hands over, and `InspectorPageRoute` decides what the head gets. Three bytes pick
/// how the stream is split into reads, how long a padding header line is inserted after the first
/// line (so the length limit is reached, past libFuzzer's largest input) and the server's port; the
/// rest is the stream.
///
/// Invariants:
/// - the reader hands over exactly the stream up to its first blank line, at most
///   `HTTPRequestHead.maximumLength` bytes; it says too long only when no blank line ends within
///   them, keeps at most that much and one read more, sees the request line when a line feed has
///   come, and answers the same however the stream is split;
/// - a parsed head's method is capital letters, its path and query are visible ASCII without
///   spaces (the request target has none), the path holds no `?`, a query name no `=`; at most
///   `maximumHeaders` headers, named in lowercase visible ASCII without a colon, each value
///   printable ASCII or tab with no space or tab at either end; the head ends at its first blank line;
/// - a parsed head written again in its plain form parses to the same head;
/// - a refusal is too long only over the limit, and its reason (sent back in the 400) is one line of
///   printable ASCII, of bounded length;
/// - the page and the event stream are served only to GET with the Host 127.0.0.1:port and no
///   other site's Origin or Sec-Fetch-Site, the events only with the token; routed for a recorded
///   session (`inspect --session`), its steps the same way, and a step only for `/step` with an
///   `n` that reads as that number, within the session's steps; a refusal has a status this
///   server sends and a printable reason.
@_cdecl("LLVMFuzzerTestOneInput")
public func httpRequestFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let split = Int(input.takeByte())
    let pieces = [1 + split % 7, 1 + split / 7 % 5 * 300, 64 + split % 3 * 4_000]
    let padding = input.choose([0, 0, 0, 0, 4_000, 8_100, 8_150, 8_160, 8_200, 12_000])
    let port = input.choose([9, 8_080, 65_535] as [UInt16])
    let stream = padded(input.takeRest(), by: padding)

    let whole = read(stream, pieces: [stream.count])
    let split3 = read(stream, pieces: pieces)
    invariant(whole == split3, "the stream read whole gave \(whole), in pieces \(pieces) gave \(split3)")
    // A byte at a time cuts the blank line at each of its bytes; only over short streams, as
    // the padded ones would make each input slow (the pieces above may be single bytes too).
    if stream.count <= 1_024 {
        let oneByOne = read(stream, pieces: [1])
        invariant(whole == oneByOne, "the stream read whole gave \(whole), a byte at a time gave \(oneByOne)")
    }

    // The parser on the head the server would hand it, and on the raw stream (any bytes at all).
    if case .head(let head) = whole { parseAndRoute(head, port: port) }
    parseAndRoute(Array(stream.prefix(HTTPRequestHead.maximumLength + 64)), port: port)
    return 0
}

/// The token every harness run's server holds (the dictionary knows it).
private let token = InspectorToken(text: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef")

/// `stream` with a header line of `padding` bytes after its first line feed (none without one).
private func padded(_ stream: [UInt8], by padding: Int) -> [UInt8] {
    guard padding > 0, let newline = stream.firstIndex(of: 10) else { return stream }
    let line = Array("X-Padding: ".utf8) + [UInt8](repeating: 0x61, count: max(0, padding - 13)) + [13, 10]
    return Array(stream[...newline]) + line + Array(stream[(newline + 1)...])
}

/// What the server's reader makes of `stream` arriving in reads of `pieces` (lengths, repeated):
/// the head, too long, or incomplete when the stream ends first. Checks the reader on the way.
private func read(_ stream: [UInt8], pieces: [Int]) -> HTTPRequestHeadReader.Progress {
    var reader = HTTPRequestHeadReader()
    let firstNewline = stream.firstIndex(of: 10)
    var offset = 0
    var reads = 0
    var progress = HTTPRequestHeadReader.Progress.incomplete
    while offset < stream.count {
        let length = min(stream.count - offset, max(1, pieces[reads % pieces.count]))
        progress = reader.append(stream[offset..<(offset + length)])
        offset += length
        reads += 1
        invariant(
            reader.received.count <= HTTPRequestHead.maximumLength + length,
            "the reader keeps \(reader.received.count) bytes after a read of \(length)")
        invariant(
            reader.hasRequestLine == (firstNewline.map { $0 < offset } ?? false),
            "the reader says the request line \(reader.hasRequestLine ? "came" : "did not come") after \(offset) bytes")
        if progress != .incomplete { break }
    }
    let end = HTTPRequestHead.end(in: stream)
    switch progress {
    case .head(let head):
        invariant(head.count <= HTTPRequestHead.maximumLength, "a head of \(head.count) bytes was handed over")
        invariant(end == head.count && head[...] == stream.prefix(head.count), "the head handed over is not the stream up to its first blank line")
    case .tooLong:
        invariant(
            end.map { $0 > HTTPRequestHead.maximumLength } ?? (stream.count > HTTPRequestHead.maximumLength),
            "too long, with the blank line at \(end.map(String.init) ?? "none") of \(stream.count) bytes")
    case .incomplete:
        invariant(
            end == nil && stream.count <= HTTPRequestHead.maximumLength,
            "incomplete, with the blank line at \(end.map(String.init) ?? "none") of \(stream.count) bytes")
    }
    return progress
}

private func parseAndRoute(_ bytes: [UInt8], port: UInt16) {
    let first = Result { () throws(HTTPRequestHead.Problem) in try HTTPRequestHead(bytes: bytes) }
    let second = Result { () throws(HTTPRequestHead.Problem) in try HTTPRequestHead(bytes: bytes) }
    invariant(first == second, "the same head parsed twice gave \(first) then \(second)")
    switch first {
    case .success(let head):
        invariant(bytes.count <= HTTPRequestHead.maximumLength, "a head of \(bytes.count) bytes was parsed")
        invariant(
            HTTPRequestHead.end(in: bytes) == bytes.count,
            "a head with a blank line before its end was parsed: \(visible(String(decoding: bytes, as: UTF8.self)))")
        checkFields(head)
        let plain = plainForm(of: head)
        if plain.count <= HTTPRequestHead.maximumLength {
            let again = Result { () throws(HTTPRequestHead.Problem) in try HTTPRequestHead(bytes: plain) }
            invariant(again == .success(head), "\(head) written as \(visible(String(decoding: plain, as: UTF8.self))) parses to \(again)")
        }
        checkRoute(InspectorPageRoute(head: head, token: token, port: port), of: head, port: port)
        checkRoute(InspectorPageRoute(head: head, token: token, port: port, serving: .session(stepCount: sessionSteps)), of: head, port: port)
    case .failure(.tooLong):
        invariant(bytes.count > HTTPRequestHead.maximumLength, "a head of \(bytes.count) bytes was refused as too long")
    case .failure(.malformed(let reason)):
        invariant(
            reason.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) } && reason.utf8.count <= HTTPRequestHead.maximumLength + 100,
            "a refusal's reason is not one bounded line of printable ASCII: \(visible(reason))")
    }
}

private func isVisible(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }

private func checkFields(_ head: HTTPRequestHead) {
    invariant(!head.method.isEmpty && head.method.utf8.allSatisfy { (0x41...0x5A).contains($0) }, "the method \(visible(head.method))")
    invariant(head.path.hasPrefix("/") && head.path.utf8.allSatisfy { isVisible($0) && $0 != 0x3F }, "the path \(visible(head.path))")
    for (name, value) in head.query {
        invariant(name.utf8.allSatisfy { isVisible($0) && $0 != 0x26 && $0 != 0x3D }, "a query name \(visible(name))")
        invariant(value.utf8.allSatisfy { isVisible($0) && $0 != 0x26 }, "the query value of \(visible(name)): \(visible(value))")
    }
    invariant(head.headers.count <= HTTPRequestHead.maximumHeaders, "\(head.headers.count) headers")
    for (name, value) in head.headers {
        invariant(
            !name.isEmpty && name.utf8.allSatisfy { isVisible($0) && $0 != 0x3A && !(0x41...0x5A).contains($0) },
            "a header name \(visible(name))")
        let bytes = Array(value.utf8)
        invariant(bytes.allSatisfy { $0 == 9 || (0x20...0x7E).contains($0) }, "the value of \(visible(name)): \(visible(value))")
        invariant(
            ![9, 32].contains(bytes.first ?? 0) && ![9, 32].contains(bytes.last ?? 0), "the value of \(visible(name)) is not trimmed: \(visible(value))")
    }
}

/// The head as a client would plainly send it: the query's pairs and the headers in any order.
private func plainForm(of head: HTTPRequestHead) -> [UInt8] {
    let query = head.query.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    var text = "\(head.method) \(head.path)\(query.isEmpty ? "" : "?" + query) HTTP/1.1\r\n"
    for (name, value) in head.headers { text += "\(name):\(value)\r\n" }
    return Array((text + "\r\n").utf8)
}

/// The steps of the session a session-mode route is asked against.
private let sessionSteps = 12

private func checkRoute(_ route: InspectorPageRoute, of head: HTTPRequestHead, port: UInt16) {
    let host = "127.0.0.1:\(port)"
    let hostMatches = head.headers["host"]?.lowercased() == host
    let originAllowed = head.headers["origin"].map { $0.lowercased() == "http://" + host } ?? true
    let siteAllowed = head.headers["sec-fetch-site"].map { !["cross-site", "same-site"].contains($0.lowercased()) } ?? true
    switch route {
    case .page:
        invariant(hostMatches && originAllowed && siteAllowed, "the page was served to \(head)")
        invariant(head.method == "GET" && head.path == "/", "the page was served to \(head.method) \(visible(head.path))")
        invariant(head.query["token"].map { token.matches($0.utf8) } ?? true, "the page was served with a wrong token")
    case .events:
        invariant(hostMatches && originAllowed && siteAllowed, "the events were served to \(head)")
        invariant(head.method == "GET" && head.path == "/events", "the events were served to \(head.method) \(visible(head.path))")
        invariant(head.query["token"] == token.text, "the events were served without the token: \(head.query)")
    case .steps, .step:
        invariant(hostMatches && originAllowed && siteAllowed, "a session's steps were served to \(head)")
        invariant(head.query["token"] == token.text, "a session's steps were served without the token: \(head.query)")
        if case .step(let number) = route {
            invariant(head.path == "/step" && (0..<sessionSteps).contains(number), "step \(number) was served for \(visible(head.path))")
            invariant(head.query["n"].flatMap { Int($0) } == number, "step \(number) was served for n=\(head.query["n"] ?? "none")")
        } else {
            invariant(head.path == "/steps", "the steps were served for \(visible(head.path))")
        }
        invariant(head.method == "GET", "a session's steps were served to \(head.method)")
    case .refuse(let status, let reason):
        invariant([400, 403, 404, 405, 421].contains(status), "a refusal with status \(status)")
        invariant(reason.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }, "a refusal's reason: \(visible(reason))")
    }
}
