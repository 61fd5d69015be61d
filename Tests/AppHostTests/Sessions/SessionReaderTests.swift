import DesignSystem
import Foundation
import Testing

@testable import AppHost

@Suite("Session reader: bounded, streaming, one-line refusals naming the line")
struct SessionReaderTests {
    static let header = SessionHeader(
        app: .init(version: "0.9.0", commit: "abc1234"), recorded: "2026-12-05T07:00:00Z", size: .init(width: 80, height: 24), language: "en",
        appearance: "dark", colorMode: "256", charset: "unicode", accessible: false, mouse: false, backend: "offline", data: ["session.json": "{}"])

    static let events: [SessionEvent] = [
        SessionEvent(time: 0.01, kind: .tree([RIBTreeChange(kind: .attached, router: "RootRouter", path: "Root")])),
        SessionEvent(time: 0.02, kind: .state(screen: "LoggedOut", model: 1, state: .full(.object(["name": .string(""), "busy": .bool(false)])))),
        SessionEvent(time: 1.5, kind: .key(.character("k"))),
        SessionEvent(time: 1.5, kind: .state(screen: "LoggedOut", model: 1, state: .delta(changed: ["name": .string("k")], removed: []))),
        SessionEvent(time: 2, kind: .draw(SessionDraw(purpose: "luckyNumber", low: 1, high: 100, value: 7))),
        SessionEvent(time: 3, kind: .end(exit: 0, frame: ["hello", ""])),
    ]

    static func bytes(header: SessionHeader = header, events: [SessionEvent] = events) throws -> [UInt8] {
        let encoder = SessionLineEncoder()
        return try events.reduce(encoder.line(header)) { $0 + (try encoder.line($1)) }
    }

    static func refusal(_ bytes: [UInt8]) -> SessionReadError? {
        do {
            _ = try SessionReader.read(bytes: bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test("a whole recording reads back, its deltas rebuilt into whole states, also when fed a byte at a time")
    func reads() throws {
        let recording = try SessionReader.read(bytes: Self.bytes())
        #expect(recording.header == Self.header)
        #expect(recording.events.count == Self.events.count)
        #expect(recording.events[3].kind == .state(screen: "LoggedOut", model: 1, state: .full(.object(["name": .string("k"), "busy": .bool(false)]))))
        var decoder = SessionDecoder()
        for byte in try Self.bytes() { try decoder.feed([byte]) }
        #expect(try decoder.finish() == recording)
    }

    @Test("a truncated file is refused: inside a line, or before its end line")
    func truncated() throws {
        let bytes = try Self.bytes()
        let cutInLine = Array(bytes.dropLast(5))
        #expect(Self.refusal(cutInLine)?.description == "line 7: the file ends inside a line (truncated?)")
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let cutAtLine = Array(lines.prefix(4).joined(separator: [0x0A])) + [0x0A]
        #expect(Self.refusal(cutAtLine)?.description == "line 4: the recording stops before its \"end\" line (truncated?)")
        #expect(Self.refusal([])?.description == "line 1: not a session recording (the file is empty)")
    }

    @Test("every single flipped byte reads or is refused with one line naming a line, never a crash")
    func flippedBytes() throws {
        let bytes = try Self.bytes()
        var refused = 0
        for index in bytes.indices {
            for flip: UInt8 in [0x01, 0x80, 0x20] {
                var damaged = bytes
                damaged[index] ^= flip
                guard let error = Self.refusal(damaged) else { continue }
                refused += 1
                #expect(!error.description.contains("\n"))
                #expect(error.description.hasPrefix("line "), "\(error)")
            }
        }
        #expect(refused > bytes.count)
    }

    @Test("a 1 GB line is refused at the line limit, having read a few MiB, fast", .timeLimit(.minutes(1)))
    func hugeLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("session-huge-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(try Self.bytes().prefix(40))))
        // Sparse: a gigabyte of zeros that the disk never holds.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let started = ContinuousClock.now
        #expect(throws: SessionReadError(line: 1, reason: "the line is longer than 4 MiB")) { try SessionReader.read(path: path) }
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test("a file that is not a recording, a newer version, an older one, and a missing file each get their line")
    func foreignFiles() throws {
        #expect(Self.refusal(Array("hello world\n".utf8))?.description == "line 1: not a session recording")
        #expect(Self.refusal(Array("{\"version\":1}\n".utf8))?.description == "line 1: not a session recording")
        var newer = Self.header
        newer.version = 2
        #expect(Self.refusal(try Self.bytes(header: newer))?.description == "line 1: recorded by a newer MainCLI (format 2); this one reads up to 1")
        newer.version = 0
        #expect(Self.refusal(try Self.bytes(header: newer))?.description == "line 1: format 0 is not one this MainCLI reads (1 to 1)")
        #expect(throws: SessionReadError(line: nil, reason: "no such file")) { try SessionReader.read(path: "/nonexistent/session.jsonl") }
        #expect(throws: SessionReadError(line: nil, reason: "cannot read it: Invalid argument")) { try SessionReader.read(path: "/tmp") }
    }

    @Test("out-of-range numbers, unknown kinds, hostile data names and orphan deltas are refused with their line")
    func rules() throws {
        func refusal(replacing index: Int, with event: SessionEvent) throws -> String? {
            var events = Self.events
            events[index] = event
            return Self.refusal(try Self.bytes(events: events))?.description
        }
        #expect(try refusal(replacing: 2, with: SessionEvent(time: 0.001, kind: .key(.enter))) == "line 4: time 0.001 is before the line above's (0.02)")
        #expect(try refusal(replacing: 2, with: SessionEvent(time: 1e9, kind: .key(.enter))) == "line 4: time 1000000000.0 is out of range")
        #expect(try refusal(replacing: 2, with: SessionEvent(time: 1, kind: .resize(width: 0, height: 24))) == "line 4: size 0x24 is out of range")
        #expect(
            try refusal(replacing: 4, with: SessionEvent(time: 2, kind: .draw(SessionDraw(purpose: "x", low: 1, high: 6, value: 7))))
                == "line 6: draw 7 is outside 1...6")
        #expect(
            try refusal(replacing: 1, with: SessionEvent(time: 0.02, kind: .state(screen: "S", model: 1, state: .delta(changed: [:], removed: []))))
                == "line 3: a state change of model 1 before its whole state")
        var bytes = try Self.bytes()
        bytes.insert(contentsOf: Array(#"{"t":0.01,"e":"teleport"}"#.utf8) + [0x0A], at: bytes.firstIndex(of: 0x0A)! + 1)
        #expect(Self.refusal(bytes)?.description == #"line 2: unknown event "teleport""#)
        bytes = try Self.bytes()
        bytes.insert(contentsOf: Array(#"{"t":0.01,"e":"resize","width":80}"#.utf8) + [0x0A], at: bytes.firstIndex(of: 0x0A)! + 1)
        #expect(Self.refusal(bytes)?.description == #"line 2: "height" is missing"#)
        bytes = try Self.bytes()
        bytes.insert(contentsOf: [0xFF, 0x0A], at: bytes.firstIndex(of: 0x0A)! + 1)
        #expect(Self.refusal(bytes)?.description == "line 2: not UTF-8")
        var hostile = Self.header
        hostile.data = ["../escape.json": "{}"]
        #expect(Self.refusal(try Self.bytes(header: hostile))?.description == #"line 1: header: data file name "../escape.json" is not a plain name"#)
        #expect(Self.refusal(try Self.bytes() + Array("{}\n".utf8))?.description == #"line 8: a line after the "end" line"#)
    }

    /// Found by the SessionFile fuzz harness: a header whose `data` held two values of the wrong
    /// type was refused naming whichever key the dictionary decoded first, so the same bytes
    /// read whole and in two pieces gave two messages.
    @Test("a dictionary field of the wrong type is refused in the same words every time")
    func dictionaryRefusalIsStable() throws {
        var line = String(decoding: try SessionLineEncoder().line(Self.header), as: UTF8.self)
        line = line.replacingOccurrences(of: #""data":{"session.json":"{}"}"#, with: #""data":{"a.json":1,"b.json":2,"c.json":3,"d.json":4}"#)
        let bytes = Array(line.utf8) + (try Self.bytes()).drop { $0 != 0x0A }.dropFirst()
        var reasons: Set<String> = []
        for _ in 0..<50 { reasons.insert(Self.refusal(bytes)?.description ?? "read") }
        #expect(reasons == [#"line 1: header: "data" is not valid"#])
        // The second finding: a raw NUL in one file's text (not JSON) beside numbers in others.
        let broken = Array(line.replacingOccurrences(of: #""d.json":4"#, with: "\"d.json\":\"\u{0}\"").utf8) + bytes.drop { $0 != 0x0A }.dropFirst()
        reasons = []
        for _ in 0..<50 { reasons.insert(Self.refusal(broken)?.description ?? "read") }
        #expect(reasons == ["line 1: header: not JSON"], "\(reasons)")
    }
}
