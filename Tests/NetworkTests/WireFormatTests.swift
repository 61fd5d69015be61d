import Foundation
import NetworkTestSupport
import Testing

@testable import Network

/// A response read from `text`, delivered `chunkSize` bytes at a time.
private func read(_ text: String, chunkSize: Int = 7, method: String = "GET", limit: Int = 1000) throws(NetworkError) -> (Int, String) {
    var remaining = Array(text.utf8)[...]
    var reader = HTTPResponseReader { () throws(NetworkError) -> [UInt8] in
        let chunk = Array(remaining.prefix(chunkSize))
        remaining = remaining.dropFirst(chunkSize)
        return chunk
    }
    let head = try reader.readHead()
    let body = try reader.readBody(of: head, method: method, limit: limit)
    return (head.statusCode, String(decoding: body, as: UTF8.self))
}

/// Whether the connection that carried `text` could carry another response once it was read.
private func isReusable(_ text: String, method: String = "GET") throws(NetworkError) -> Bool {
    var remaining = Array(text.utf8)[...]
    var reader = HTTPResponseReader { () throws(NetworkError) -> [UInt8] in
        let chunk = Array(remaining.prefix(7))
        remaining = remaining.dropFirst(7)
        return chunk
    }
    let head = try reader.readHead()
    _ = try reader.readBody(of: head, method: method, limit: 1000)
    return reader.canCarryAnotherResponse(after: head)
}

/// Expects reading `text` to fail as `.transport(kind, _)`.
private func expectFailure(_ kind: NetworkError.TransportFailure, reading text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let result = try read(text)
        Issue.record("expected \(kind.rawValue), read \(result)", sourceLocation: sourceLocation)
    } catch {
        guard case .transport(kind, _) = error else {
            Issue.record("expected \(kind.rawValue), got \(error)", sourceLocation: sourceLocation)
            return
        }
    }
}

@Suite("HTTP/1.1 wire format")
struct WireFormatTests {
    @Test("Content-Length, chunked with extensions and trailers, and close-delimited bodies read whole")
    func framing() throws {
        #expect(try read("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello") == (200, "hello"))
        #expect(try read("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3;x=y\r\nhel\r\n2\r\nlo\r\n0\r\nX-T: 1\r\n\r\n") == (200, "hello"))
        #expect(try read("HTTP/1.0 404 Not Found\r\n\r\nall of it") == (404, "all of it"))
        #expect(try read("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n") == (204, ""))
        #expect(try read("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", method: "HEAD") == (200, ""))
    }

    @Test("a connection is kept only when the body's end was framed, nothing followed and nobody said close")
    func reuse() throws {
        #expect(try isReusable("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"))
        #expect(try isReusable("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n"))
        #expect(try isReusable("HTTP/1.1 204 No Content\r\nContent-Encoding: gzip\r\n\r\n"))
        #expect(try !isReusable("HTTP/1.1 200 OK\r\n\r\nto the end"))
        #expect(try !isReusable("HTTP/1.1 200 OK\r\nConnection: keep-alive, close\r\nContent-Length: 2\r\n\r\nok"))
        #expect(try !isReusable("HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok"))
        #expect(try !isReusable("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokHTTP/1.1 200 OK\r\n"))
    }

    @Test("a folded header line (obs-fold) joins the field before it with a space")
    func obsFold() throws {
        var remaining = Array("HTTP/1.1 200 OK\r\nX-A: one\r\n \t two\r\n\tthree\r\nX-B: b\r\n\r\n".utf8)[...]
        var reader = HTTPResponseReader { () throws(NetworkError) -> [UInt8] in
            defer { remaining = [] }
            return Array(remaining)
        }
        let head = try reader.readHead()
        #expect(head.values("x-a") == ["one two three"])
        #expect(head.values("x-b") == ["b"])
    }

    @Test("a huge declared length under a huge limit reserves nothing rash: the short body is a lost connection")
    func hugeDeclaredLength() {
        let text = "HTTP/1.1 200 OK\r\nContent-Length: 999999999999999\r\n\r\nshort"
        var remaining = Array(text.utf8)[...]
        var reader = HTTPResponseReader { () throws(NetworkError) -> [UInt8] in
            defer { remaining = [] }
            return Array(remaining)
        }
        do {
            let head = try reader.readHead()
            _ = try reader.readBody(of: head, method: "GET", limit: Int.max)
            Issue.record("a body of 5 bytes passed for 999999999999999")
        } catch {
            guard case .transport(.connectionLost, _) = error else {
                Issue.record("expected a lost connection, got \(error)")
                return
            }
        }
    }

    @Test("bare LF line endings are read too")
    func bareLineFeeds() throws {
        #expect(try read("HTTP/1.1 200 OK\nContent-Length: 2\n\nok") == (200, "ok"))
    }

    @Test("what the server gets wrong is an invalid response")
    func invalid() {
        expectFailure(.invalidResponse, reading: "SMTP 220 hello\r\n\r\n")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 2000 OK\r\n\r\n")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\nno colon here\r\n\r\n")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\n folded: value\r\n\r\n")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\nContent-Length:\r\n\r\nabc")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\nContent-Length: 3,\r\n\r\nabc")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\n")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nfffffffffffffffff\r\n")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 101 Switching Protocols\r\n\r\n")
        for size in ["+3", "-3", " +3", "0x3", "3 3"] {
            expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n\(size)\r\nabc\r\n0\r\n\r\n")
        }
    }

    @Test("what the connection loses is a lost connection")
    func lost() {
        expectFailure(.connectionLost, reading: "")
        expectFailure(.connectionLost, reading: "HTTP/1.1 200 OK\r\n")
        expectFailure(.connectionLost, reading: "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort")
        expectFailure(.connectionLost, reading: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab")
    }

    @Test("bodies over the limit fail as soon as the limit is passed, declared or not")
    func limit() {
        #expect(throws: NetworkError.responseTooLarge(limit: 1000)) { try read("HTTP/1.1 200 OK\r\nContent-Length: 5000\r\n\r\n") }
        #expect(throws: NetworkError.responseTooLarge(limit: 1000)) { try read("HTTP/1.1 200 OK\r\n\r\n" + String(repeating: "x", count: 1500)) }
        #expect(throws: NetworkError.responseTooLarge(limit: 1000)) {
            try read("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n800\r\n" + String(repeating: "x", count: 2048) + "\r\n0\r\n\r\n")
        }
    }

    @Test("a bare CR or a NUL inside a header line is refused, never passed on in a value (RFC 9112 §2.2)")
    func bareCarriageReturn() {
        expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\nX-Total-Count: 1\r0C0\r\nContent-Length: 0\r\n\r\n")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\nX-A: a\r\n b\rc\r\nContent-Length: 0\r\n\r\n")
        expectFailure(.invalidResponse, reading: "HTTP/1.1 200 OK\r\nX-A: a\u{0}b\r\nContent-Length: 0\r\n\r\n")
    }

    @Test("a chunk-size line over 4 KiB is refused however its bytes arrive, and one at the limit is read however they arrive")
    func chunkLineByArrival() throws {
        let extensionText = String(repeating: "x", count: HTTPResponseReader.maximumLineLength)
        let tooLong = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2;\(extensionText)\r\nok\r\n0\r\n\r\n"
        let atLimit = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2;\(extensionText.dropFirst(3))\r\nok\r\n0\r\n\r\n"
        for chunkSize in [1, 7, 4096, 1 << 20] {
            do {
                let result = try read(tooLong, chunkSize: chunkSize)
                Issue.record("a chunk line over 4 KiB was read in pieces of \(chunkSize): \(result.0)")
            } catch {
                guard case .transport(.invalidResponse, _) = error else {
                    Issue.record("pieces of \(chunkSize): expected an invalid response, got \(error)")
                    continue
                }
            }
            #expect(try read(atLimit, chunkSize: chunkSize) == (200, "ok"), "pieces of \(chunkSize)")
        }
    }

    @Test("a HEAD answer has no body whatever its Content-Length says, and the connection stays usable")
    func headHasNoBody() throws {
        #expect(HTTPMethod.head.rawValue == "HEAD")
        #expect(HTTPMethod.head.isIdempotent)
        #expect(try read("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n", method: "HEAD") == (200, ""))
        #expect(try isReusable("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n", method: "HEAD"))
    }

    @Test("heads of 64 KiB of folds, of many fields and of eight 1xx heads parse in linear time", arguments: HeadShape.allCases)
    func linearHeads(shape: HeadShape) throws {
        let text = shape.head(bytes: 60 * 1024)
        let started = ContinuousClock.now
        var remaining = Array(text.utf8)[...]
        var reader = HTTPResponseReader { () throws(NetworkError) -> [UInt8] in
            let chunk = Array(remaining.prefix(16 * 1024))
            remaining = remaining.dropFirst(16 * 1024)
            return chunk
        }
        let head = try reader.readHead()
        #expect(head.statusCode == 200)
        // A debug build on a loaded machine: the quadratic parse took minutes here, the linear
        // one takes milliseconds (the release figure is in the Benchmarks target).
        #expect(ContinuousClock.now - started < .seconds(2))
        if shape == .folds {
            let folds: Int = (60 * 1024 - 64) / 4
            let expected: Int = 1 + 2 * folds
            #expect(head.values("x").first?.utf8.count == expected)
        }
    }
}

@Suite("Error text")
struct ErrorTextTests {
    @Test("escape sequences, controls, bidi and invisible characters go; what they hid stays")
    func sanitising() {
        #expect(ErrorText.sanitize("\u{1B}]0;PWNED\u{07}\u{1B}[2Jkey") == "key")
        #expect(ErrorText.sanitize("a\u{1B}[31한") == "a한", "a malformed CSI does not swallow the next character")
        #expect(ErrorText.sanitize("\u{9B}31mred\u{9D}title\u{9C}") == "red")
        #expect(ErrorText.sanitize("\u{202E}gnp.exe\u{2028}next\u{200B}line\u{FEFF}") == "gnp.exe nextline")
        #expect(ErrorText.sanitize("tab\tnew\nline") == "tab new line")
        #expect(ErrorText.sanitize("한국어 😀 plain") == "한국어 😀 plain")
    }

    @Test("logged URLs hide their user and password")
    func redaction() throws {
        let withCredentials = try #require(URL(string: "http://alice:hunter2@127.0.0.1:3000/posts"))
        let without = try #require(URL(string: "http://127.0.0.1:3000/posts"))
        #expect(LoggingInterceptor.redacted(withCredentials) == "http://***@127.0.0.1:3000/posts")
        #expect(LoggingInterceptor.redacted(without) == "http://127.0.0.1:3000/posts")
    }
}

@Suite("Poll time-outs")
struct PollTimeoutTests {
    @Test("durations become poll milliseconds rounded up, never negative (which poll reads as for ever), capped at Int32.max")
    func milliseconds() {
        #expect(Duration.milliseconds(300).milliseconds == 300)
        #expect(Duration.microseconds(1).milliseconds == 1)
        #expect(Duration.seconds(1.5).milliseconds == 1500)
        #expect(Duration.zero.milliseconds == 0)
        #expect(Duration.milliseconds(-500).milliseconds == 0)
        #expect(Duration.seconds(-3).milliseconds == 0)
        #expect(Duration.seconds(Int64.max).milliseconds == Int32.max)
        #expect(Duration.seconds(100_000_000).milliseconds == Int32.max)
    }
}
