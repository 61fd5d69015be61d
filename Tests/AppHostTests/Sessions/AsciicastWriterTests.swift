import DesignSystem
import Foundation
import Testing

@testable import AppHost

/// The asciicast writer against asciinema's published format (version 2): a header object, then
/// `[time, code, data]` arrays; each frame is the frame writer's bytes, a resize an `r` event.
@Suite("Asciicast writer")
struct AsciicastWriterTests {
    static func lines(_ cast: AsciicastWriter) throws -> [Any] {
        try cast.text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed]) }
    }

    static func frame(_ text: String, size: DesignSystem.Size = DesignSystem.Size(width: 10, height: 2)) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        buffer.write(text, x: 0, y: 0)
        return buffer
    }

    @Test("the header names version 2, the size, the time and the title; events are three-element arrays in time order")
    func headerAndEvents() throws {
        var cast = AsciicastWriter(size: DesignSystem.Size(width: 10, height: 2), colorMode: .none, timestamp: 1_764_918_000, title: "a session")
        cast.frame(Self.frame("hello"), at: 0.5)
        cast.frame(Self.frame("hello"), at: 0.7)  // the same frame: nothing to write
        cast.frame(Self.frame("help"), at: 1.25)
        let lines = try Self.lines(cast)
        let header = try #require(lines.first as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 10 && header["height"] as? Int == 2)
        #expect(header["timestamp"] as? Int == 1_764_918_000 && header["title"] as? String == "a session")
        #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        let events = try lines.dropFirst().map { try #require($0 as? [Any]) }
        #expect(events.count == 3, "the cursor hidden, then two frames: an unchanged one writes nothing")
        #expect(events.map { $0.count } == [3, 3, 3])
        #expect(events.map { $0[0] as? Double } == [0, 0.5, 1.25])
        #expect(events.map { $0[1] as? String } == ["o", "o", "o"])
        let first = try #require(events[1][2] as? String)
        #expect(first.contains("hello"))
        // Only what changed: "hel" stays, "p" and a cleared end follow.
        let second = try #require(events[2][2] as? String)
        #expect(!second.contains("hel") && second.contains("p"))
    }

    @Test("a resize is an r event COLSxROWS, and the next frame is drawn whole on a cleared screen")
    func resize() throws {
        var cast = AsciicastWriter(size: DesignSystem.Size(width: 10, height: 2), colorMode: .none, timestamp: nil, title: "t")
        cast.frame(Self.frame("hello"), at: 0.1)
        cast.resize(to: DesignSystem.Size(width: 12, height: 3), at: 0.2)
        cast.frame(Self.frame("hello", size: DesignSystem.Size(width: 12, height: 3)), at: 0.2)
        let events = try Self.lines(cast).dropFirst().map { try #require($0 as? [Any]) }
        #expect(events[2][1] as? String == "r" && events[2][2] as? String == "12x3")
        let redrawn = try #require(events[3][2] as? String)
        #expect(redrawn.contains("\u{1B}[2J") && redrawn.contains("hello"))
    }

    @Test("times never go back, and a time that is not a number stays where the last one was")
    func monotonicTimes() throws {
        var cast = AsciicastWriter(size: DesignSystem.Size(width: 10, height: 2), colorMode: .none, timestamp: nil, title: "t")
        cast.frame(Self.frame("a"), at: 2)
        cast.frame(Self.frame("b"), at: 1)
        cast.frame(Self.frame("c"), at: .nan)
        let times = try Self.lines(cast).dropFirst().map { try #require(($0 as? [Any])?[0] as? Double) }
        #expect(times == [0, 2, 2, 2])
    }
}
