#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes the header and the events as the file's lines: one JSON object each, keys sorted,
/// `\n` ended. JSON escapes every control character in a string, so a line never holds a
/// newline of its own.
public struct SessionLineEncoder {
    private let encoder: JSONEncoder

    /// Creates an encoder (one per writing thread: `JSONEncoder` is not shared).
    public init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// The header's line.
    public func line(_ header: SessionHeader) throws -> [UInt8] {
        var bytes = [UInt8](try encoder.encode(header))
        bytes.append(0x0A)
        return bytes
    }

    /// An event's line.
    public func line(_ event: SessionEvent) throws -> [UInt8] {
        var bytes = [UInt8](try encoder.encode(event))
        bytes.append(0x0A)
        return bytes
    }

    /// A state of any encodable type as the JSON value the file holds (the same keys as the
    /// inspector's), for comparing and for writing deltas.
    public func value(of state: any Encodable) throws -> InspectorJSON {
        try JSONDecoder().decode(InspectorJSON.self, from: encoder.encode(state))
    }
}
