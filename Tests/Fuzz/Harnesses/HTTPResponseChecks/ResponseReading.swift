import Foundation
import FuzzSupport

@testable import Network

/// What reading one response gave: its head and body, or the kind of error that ended it.
public enum ResponseOutcome: Equatable {
    case response(statusCode: Int, fields: [String], body: Data, canCarryAnother: Bool)
    /// The error without its detail text, which may name how far the reading got.
    case failure(String)

    /// The same outcome, with the connection's reuse allowed.
    var allowingReuse: Self {
        guard case .response(let statusCode, let fields, let body, _) = self else { return self }
        return .response(statusCode: statusCode, fields: fields, body: body, canCarryAnother: true)
    }
}

/// Reads `stream` as one response to `method` with a body limit of `limit`, the stream arriving
/// in `pieces` (lengths, repeated), through the reader's own API; checks every invariant of the
/// reader on the way and returns what it read.
///
/// Invariants:
/// - the final head has a status from 200 to 599 (interim ones are skipped, 101 is refused);
/// - a field name is a token, a field value holds no CR, LF or NUL and no space at either end;
/// - a body is never longer than the limit, and a Content-Length body is exactly that long;
/// - HEAD, 204 and 304 responses have no body;
/// - an error's description (which may quote the server) holds no control character.
public func readResponse(_ stream: [UInt8], pieces: [Int], method: String, limit: Int) -> ResponseOutcome {
    var offset = 0
    var read = 0
    var reader = HTTPResponseReader { () throws(NetworkError) -> [UInt8] in
        guard offset < stream.count else { return [] }
        let length = min(stream.count - offset, max(1, pieces.isEmpty ? stream.count : pieces[read % pieces.count]))
        defer {
            offset += length
            read += 1
        }
        return Array(stream[offset..<(offset + length)])
    }
    do {
        let head = try reader.readHead()
        check(head)
        let body = try reader.readBody(of: head, method: method, limit: limit)
        check(body, of: head, method: method, limit: limit)
        return .response(
            statusCode: head.statusCode, fields: head.fields.map { "\($0.name): \($0.value)" }, body: body,
            canCarryAnother: reader.canCarryAnotherResponse(after: head))
    } catch {
        let description = error.description
        invariant(
            !description.unicodeScalars.contains(where: { isControl($0) || isBidiControl($0) }),
            "an error's description holds a control character: \(visible(description))")
        return .failure(kind(of: error))
    }
}

private func check(_ head: HTTPResponseReader.Head) {
    invariant((200...599).contains(head.statusCode), "a final response with status \(head.statusCode)")
    for (name, value) in head.fields {
        invariant(!name.isEmpty && name.allSatisfy(\.isHeaderNameCharacter), "a field name that is not a token: \(visible(name))")
        invariant(
            !value.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" },
            "the value of \(visible(name)) holds CR, LF or NUL: \(visible(value))")
        invariant(
            value.first != " " && value.first != "\t" && value.last != " " && value.last != "\t",
            "the value of \(visible(name)) keeps white space at an end: \(visible(value))")
    }
}

private func check(_ body: Data, of head: HTTPResponseReader.Head, method: String, limit: Int) {
    invariant(body.count <= limit, "a body of \(body.count) bytes over the limit of \(limit)")
    if !HTTPResponseReader.hasBody(head, method: method) {
        invariant(body.isEmpty, "a \(method) response with status \(head.statusCode) has a body of \(body.count) bytes")
    }
    let isChunked = !head.values("transfer-encoding").isEmpty
    let lengths = head.values("content-length")
    if !isChunked, HTTPResponseReader.hasBody(head, method: method), let declared = lengths.first, let length = Int(declared) {
        invariant(body.count == length, "a body of \(body.count) bytes for Content-Length \(length)")
    }
}

private func kind(of error: NetworkError) -> String {
    switch error {
    case .transport(let failure, _): "transport: \(failure.rawValue)"
    case .tls(let failure, _): "tls: \(failure.rawValue)"
    case .responseTooLarge(let limit): "too large: \(limit)"
    default: "other: \(error.description)"
    }
}

/// The body limits a harness picks from: none, tiny, small, and the client's usual order.
public let bodyLimits = [0, 1, 7, 64, 1_000, 65_536, 10 * 1024 * 1024]

/// Reads `stream` whole and in the pieces the input picked, and requires the two to agree.
public func readBothWays(_ stream: [UInt8], pieces: [Int], method: String, limit: Int) {
    let whole = readResponse(stream, pieces: [], method: method, limit: limit)
    let split = readResponse(stream, pieces: pieces, method: method, limit: limit)
    // Bytes after the response that have not arrived yet cannot stop the connection's reuse;
    // so a reader that saw the whole stream may refuse reuse where one that saw part of it allows it.
    invariant(
        whole == split || whole.allowingReuse == split,
        "the response reads differently when it arrives in pieces \(pieces): \(whole) whole, \(split) split, for \(hex(stream.prefix(512)))")
}
