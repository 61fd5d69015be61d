import DesignSystem
import Foundation
import Testing

@testable import AppHost

@Suite("Session recording format: header, events, keys, state deltas")
struct SessionFormatTests {
    /// One of every `Key` case (and of every mouse kind and button), so the round trip covers them all.
    static let everyKey: [Key] =
        [
            .character("a"), .character("한"), .character(" "), .character("👩‍👩‍👧"), .character("\""), .control("x"), .control("c"), .alt("x"),
            .alt("1"), .enter, .tab, .backTab, .backspace, .delete, .escape, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
            .paste("two\nlines \"quoted\" ctrl+x"), .paste(""), .focus(true), .focus(false),
        ]
        + [MouseEvent.Kind.press, .release, .drag, .wheelUp, .wheelDown].flatMap { kind in
            [MouseEvent.Button.left, .middle, .right, .none].map { Key.mouse(MouseEvent(kind: kind, button: $0, x: 10, y: 5)) }
        }

    static func decoded(_ line: [UInt8]) throws -> SessionEvent {
        try JSONDecoder().decode(SessionEvent.self, from: Data(line.dropLast()))
    }

    @Test("every key round-trips through its text, and through a whole key line")
    func keys() throws {
        let encoder = SessionLineEncoder()
        for key in Self.everyKey {
            if case .paste = key {
                #expect(SessionKeyText.text(for: key) == nil)
            } else {
                let text = try #require(SessionKeyText.text(for: key))
                #expect(SessionKeyText.key(for: text) == key, "\(text)")
            }
            let event = SessionEvent(time: 1.2044, kind: .key(key))
            #expect(try Self.decoded(encoder.line(event)) == SessionEvent(time: 1.204, kind: .key(key)))
        }
        #expect(SessionKeyText.text(for: .control("x")) == "ctrl+x")
        #expect(SessionKeyText.text(for: .mouse(MouseEvent(kind: .press, button: .left, x: 10, y: 5))) == "mouse:press:left:10:5")
        #expect(SessionKeyText.text(for: .pageUp) == "pageUp")
        for bad in ["", "ctrl+", "ctrl+ab", "mouse:press:left:10", "mouse:hover:left:1:1", "mouse:press:left:-1:1", "pageup", "focus:"] {
            #expect(SessionKeyText.key(for: bad) == nil, "\(bad)")
        }
    }

    @Test("the spec's lines decode to their events and encode back to the same JSON")
    func specLines() throws {
        let lines = [
            #"{"e":"key","key":"a","t":1.204}"#,
            #"{"e":"key","key":{"paste":"text"},"t":1.3}"#,
            #"{"e":"resize","height":24,"t":2,"width":80}"#,
            #"{"e":"suspend","t":3}"#,
            #"{"e":"resume","t":4}"#,
            #"{"e":"link","t":5,"url":"ribs-training://post/3"}"#,
            #"{"e":"appearance","t":5.5,"value":"light"}"#,
            #"{"e":"draw","high":100,"low":1,"purpose":"luckyNumber","t":6,"value":42}"#,
            #"{"e":"today","t":6.5,"value":"2026-12-05"}"#,
            #"{"body":null,"e":"http","headers":{"x-total-count":"100"},"method":"GET","response":"[]","status":200,"t":7,"url":"offline://jsonplaceholder/posts?_page=1"}"#,
            #"{"body":"{}","e":"http","error":"timeout","method":"POST","t":7.1,"url":"https://x/posts"}"#,
            #"{"body":null,"e":"http","headers":{},"method":"GET","responseBase64":"/wA=","status":200,"t":7.2,"url":"https://x/b"}"#,
            #"{"e":"clipboard","outcome":"sentToTerminal","t":8}"#,
            #"{"action":"select(2)","e":"action","model":3,"screen":"Board","t":9}"#,
            #"{"e":"state","model":3,"screen":"Board","state":{"cells":["","X"],"title":"Board"},"t":9}"#,
            #"{"changed":{"cells":["O","X"]},"e":"state","model":3,"removed":["title"],"screen":"Board","t":9.5}"#,
            #"{"changes":[{"kind":"attached","path":"Root/LoggedIn/Board","router":"BoardRouter"}],"e":"tree","t":10}"#,
            #"{"digest":"cbf29ce484222325","e":"frame","t":10}"#,
            #"{"e":"end","exit":0,"frame":["line 1","line 2"],"t":11}"#,
        ]
        let encoder = SessionLineEncoder()
        for line in lines {
            let event = try JSONDecoder().decode(SessionEvent.self, from: Data(line.utf8))
            #expect(String(decoding: try encoder.line(event).dropLast(), as: UTF8.self) == line)
        }
        let bytes = try JSONDecoder().decode(SessionEvent.self, from: Data(lines[11].utf8))
        guard case .http(let exchange) = bytes.kind else {
            Issue.record("not http")
            return
        }
        #expect(exchange.response == .bytes([0xFF, 0x00]))
    }

    @Test("the header is the spec's JSON, with a null commit written out")
    func header() throws {
        let header = SessionHeader(
            app: .init(version: "0.9.0", commit: nil), recorded: "2026-12-05T07:00:00Z", size: .init(width: 100, height: 30), language: "en",
            appearance: "dark", colorMode: "trueColor", charset: "unicode", accessible: false, mouse: true, backend: "offline",
            data: ["session.json": "{}"])
        let line = try SessionLineEncoder().line(header)
        let text = String(decoding: line, as: UTF8.self)
        #expect(
            text
                == #"{"accessible":false,"app":{"commit":null,"version":"0.9.0"},"appearance":"dark","backend":"offline","charset":"unicode","colorMode":"trueColor","data":{"session.json":"{}"},"format":"modular-terminal-app session","language":"en","mouse":true,"recorded":"2026-12-05T07:00:00Z","size":{"height":30,"width":100},"version":1}"#
                + "\n")
        #expect(try JSONDecoder().decode(SessionHeader.self, from: Data(line)) == header)
    }

    @Test("deltas: a model's first state is whole, later ones carry changed and removed fields, and read back whole")
    func deltas() {
        let first = InspectorJSON.object(["a": .number(1), "b": .string("x"), "c": .array([.bool(true)])])
        let second = InspectorJSON.object(["a": .number(2), "c": .array([.bool(true)]), "d": .null])
        var writer = SessionStateDeltas()
        #expect(writer.written(first, model: 1) == .full(first))
        let delta = writer.written(second, model: 1)
        #expect(delta == .delta(changed: ["a": .number(2), "d": .null], removed: ["b"]))
        #expect(writer.written(second, model: 2) == .full(second))
        var reader = SessionStateDeltas()
        #expect(reader.read(.delta(changed: [:], removed: []), model: 1) == nil)
        #expect(reader.read(.full(first), model: 1) == first)
        #expect(reader.read(delta, model: 1) == second)
        #expect(second.changes(from: first) == [#"a: 1 → 2"#, #"b: "x" → (none)"#, "d: (none) → null"])
    }

    @Test("the frame digest is FNV-1a 64 of the lines joined by newlines")
    func digest() {
        #expect(SessionFrameDigest.digest([]) == "cbf29ce484222325")
        #expect(SessionFrameDigest.digest(["a"]) == "af63dc4c8601ec8c")
        #expect(SessionFrameDigest.digest(["a", "b"]) == SessionFrameDigest.digest(["a\nb"]))
    }
}
