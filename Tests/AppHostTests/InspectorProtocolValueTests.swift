import Testing

@testable import AppHost

/// The values under the inspector's page server: the token, the request head, the route, and
/// the changes between two states.
@Suite("The inspector's request values")
struct InspectorProtocolValueTests {
    @Test("the token is 64 hex digits, new each time, and matches only itself")
    func token() {
        let token = InspectorToken()
        #expect(token.text.count == 64)
        #expect(token.text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) })
        #expect(token != InspectorToken())
        #expect(token.matches(token.text.utf8))
        #expect(!token.matches(token.text.dropLast().utf8))
        #expect(!token.matches((token.text + "0").utf8))
        // A length 256 or 512 bytes longer differs only above the lowest byte of the lengths.
        for extra in [256, 512, 1_024] {
            #expect(!token.matches((token.text + String(repeating: "0", count: extra)).utf8), "\(extra) more bytes")
        }
        #expect(!token.matches("".utf8))
        #expect(!token.matches(String(token.text.reversed()).utf8))
        var last = Array(token.text.utf8)
        last[63] = last[63] == 48 ? 49 : 48
        #expect(!token.matches(last))
    }

    @Test("a head is read strictly: request line, headers by lowercased name, the query")
    func head() throws {
        let head = try HTTPRequestHead(bytes: Array("GET /events?token=abc&x HTTP/1.1\r\nHOST:  localhost:8 \r\nAccept: */*\r\n\r\n".utf8))
        #expect(head.method == "GET")
        #expect(head.path == "/events")
        #expect(head.query == ["token": "abc", "x": ""])
        #expect(head.headers == ["host": "localhost:8", "accept": "*/*"])
        #expect(HTTPRequestHead.end(in: Array("GET / HTTP/1.1\r\n\r\nrest".utf8)) == 18)
        #expect(HTTPRequestHead.end(in: Array("GET / HTTP/1.1\r\n".utf8)) == nil)
        #expect(throws: HTTPRequestHead.Problem.tooLong) {
            try HTTPRequestHead(bytes: Array(("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 9_000) + "\r\n\r\n").utf8))
        }
    }

    @Test("a tab in the request target is refused, where it stayed in the path or a query value (found by the HTTPRequest fuzz harness)")
    func tabInTarget() {
        for target in ["/events?token=ab\tcd", "/\tevents?token=abcd", "/?a\t=b"] {
            #expect(throws: HTTPRequestHead.Problem.malformed("the target holds a tab"), "\(target)") {
                try HTTPRequestHead(bytes: Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:9\r\n\r\n".utf8))
            }
        }
        // A tab still separates a header's value from its name.
        #expect((try? HTTPRequestHead(bytes: Array("GET / HTTP/1.1\r\nHost:\t127.0.0.1:9\t\r\n\r\n".utf8)))?.headers == ["host": "127.0.0.1:9"])
    }

    @Test("the server's reader hands over the same head however the request is split, and stops at the limit")
    func headReader() {
        let request = Array("GET /events?token=abc HTTP/1.1\r\nHost: 127.0.0.1:9\r\n\r\nafter".utf8)
        let head = Array(request.prefix(request.count - 5))
        // Split in two at every place, so the blank line is cut at each of its bytes.
        for cut in 0...request.count {
            var reader = HTTPRequestHeadReader()
            let first = reader.append(request[..<cut])
            let progress = first == .incomplete ? reader.append(request[cut...]) : first
            #expect(progress == .head(head), "cut at \(cut)")
        }
        // A byte at a time: the request line is seen at its line feed, the head at its blank line.
        var reader = HTTPRequestHeadReader()
        for (index, byte) in request.enumerated() {
            let progress = reader.append([byte])
            #expect(reader.hasRequestLine == (index >= 31), "byte \(index)")
            guard progress == .incomplete else {
                #expect(progress == .head(head) && index == head.count - 1)
                break
            }
        }
        // The limit: a blank line at byte 8,192 ends a head; one byte later is too long, as is
        // more than 8,192 bytes without one.
        let line = Array("GET / HTTP/1.1\r\nX: ".utf8)
        for length in [8_192, 8_193] {
            var reader = HTTPRequestHeadReader()
            let bytes = line + [UInt8](repeating: 97, count: length - line.count - 4) + [13, 10, 13, 10]
            #expect(reader.append(bytes) == (length == HTTPRequestHead.maximumLength ? .head(bytes) : .tooLong), "\(length) bytes")
        }
        var silent = HTTPRequestHeadReader()
        #expect(silent.append([UInt8](repeating: 97, count: 8_192)) == .incomplete)
        #expect(silent.append([97]) == .tooLong)
        #expect(!silent.hasRequestLine)
    }

    @Test("the route checks Host, then the token, then the method, then the path")
    func route() throws {
        let token = InspectorToken(text: "secret")
        func route(_ request: String) throws -> InspectorPageRoute {
            InspectorPageRoute(head: try HTTPRequestHead(bytes: Array(request.utf8)), token: token, port: 9)
        }
        #expect(try route("GET /?token=secret HTTP/1.1\r\nHost: 127.0.0.1:9\r\n\r\n") == .page)
        #expect(try route("GET /events?token=secret HTTP/1.1\r\nHost: 127.0.0.1:9\r\n\r\n") == .events)
        if case .refuse(let status, _) = try route("POST /?token=wrong HTTP/1.1\r\nHost: evil:9\r\n\r\n") { #expect(status == 421) } else { Issue.record() }
        if case .refuse(let status, _) = try route("POST /?token=wrong HTTP/1.1\r\nHost: 127.0.0.1:9\r\n\r\n") {
            #expect(status == 403)
        } else {
            Issue.record()
        }
        if case .refuse(let status, _) = try route("POST /?token=secret HTTP/1.1\r\nHost: 127.0.0.1:9\r\n\r\n") {
            #expect(status == 405)
        } else {
            Issue.record()
        }
        if case .refuse(let status, _) = try route("GET /x?token=secret HTTP/1.1\r\nHost: 127.0.0.1:9\r\n\r\n") {
            #expect(status == 404)
        } else {
            Issue.record()
        }
    }

    @Test("the changes between two states name each leaf that changed, bounded")
    func stateChanges() {
        let old = InspectorJSON.object(["name": .string("ada"), "cells": .array([.string(""), .string("")]), "busy": .bool(false)])
        let new = InspectorJSON.object(["name": .string("ada"), "cells": .array([.string("X"), .string("")]), "busy": .bool(true), "added": .null])
        #expect(new.changes(from: old) == ["added: (none) → null", "busy: false → true", "cells[0]: \"\" → \"X\""])
        #expect(new.changes(from: new).isEmpty)
        let many = InspectorJSON.array((0..<50).map { .number(Double($0)) })
        let others = InspectorJSON.array((0..<50).map { .number(Double($0 + 1)) })
        let changes = others.changes(from: many)
        #expect(changes.count == InspectorJSON.maximumChanges + 1)
        #expect(changes.last == "… and 30 more")
    }
}
