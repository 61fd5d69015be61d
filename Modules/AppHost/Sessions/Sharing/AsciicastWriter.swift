import DesignSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns the frames of a replay into an asciicast, version 2: the newline-delimited JSON that
/// asciinema's player plays (a header object, then one `[time, code, data]` array a line).
///
/// Each frame is written as the bytes the app would have sent a terminal for it (the same
/// ``FrameWriter``, so only what changed goes out), so the cast is as small as the session was on
/// the wire. A resize is an `r` event, after which the next frame is drawn whole.
public struct AsciicastWriter {
    /// The asciicast version written.
    public static let version = 2
    /// The terminal the output is meant for, as the header's `env` names it.
    static let terminalType = "xterm-256color"

    private var frameWriter: FrameWriter
    private var lines: [String]
    private var lastTime = 0.0
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// A cast of a terminal of `size`, drawn with `colorMode`, begun at `timestamp` (seconds since
    /// 1970, when known) and titled `title`.
    public init(size: DesignSystem.Size, colorMode: ColorMode, timestamp: Int?, title: String) {
        frameWriter = FrameWriter(colorMode: colorMode)
        let header = Header(width: size.width, height: size.height, timestamp: timestamp, title: title, env: ["TERM": Self.terminalType])
        lines = [Self.line(header, encoder: encoder)]
        // The cursor stays hidden, as the app keeps it in the terminal.
        append(code: "o", data: "\u{1B}[?25l", at: 0)
    }

    /// Adds the output that brings the screen to `frame`, at `time` seconds from the start;
    /// nothing when the frame shows what the last one did.
    public mutating func frame(_ frame: CellBuffer, at time: Double) {
        let bytes = frameWriter.outputBytes(for: frame)
        guard !bytes.isEmpty else { return }
        append(code: "o", data: String(decoding: bytes, as: UTF8.self), at: time)
    }

    /// The terminal became `size` at `time`: the next frame is drawn whole.
    public mutating func resize(to size: DesignSystem.Size, at time: Double) {
        append(code: "r", data: "\(size.width)x\(size.height)", at: time)
        frameWriter.invalidate()
    }

    /// The cast so far, one JSON value a line, each line ended by a newline.
    public var text: String { lines.joined(separator: "\n") + "\n" }

    private mutating func append(code: String, data: String, at time: Double) {
        // Times never go back (a player may refuse them); a bad time stays where the last was.
        let time = time.isFinite ? max(time, lastTime) : lastTime
        lastTime = time
        lines.append(Self.line(Event(time: (time * 1_000_000).rounded() / 1_000_000, code: code, data: data), encoder: encoder))
    }

    private static func line(_ value: some Encodable, encoder: JSONEncoder) -> String {
        // Encoding strings, numbers and a dictionary of strings cannot fail.
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The header's fields this writer sets; asciinema's format allows more.
    private struct Header: Encodable {
        var version = AsciicastWriter.version
        var width: Int
        var height: Int
        var timestamp: Int?
        var title: String
        var env: [String: String]
    }

    /// One event: a three-element array.
    private struct Event: Encodable {
        var time: Double
        var code: String
        var data: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(time)
            try container.encode(code)
            try container.encode(data)
        }
    }
}
