/// The bytes libFuzzer hands a harness, read from the front: a harness takes a few bytes to
/// choose its settings (a width, a limit, where reads split) and gives the rest to the parser.
public struct FuzzInput {
    public private(set) var bytes: ArraySlice<UInt8>

    /// The input at `data`, copied: the harness may keep pieces of it.
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size))[...] : []
    }

    /// The next byte, or 0 once the input is used up (a short input still picks settings).
    public mutating func takeByte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// One of `choices`, picked by the next byte.
    public mutating func choose<Value>(_ choices: [Value]) -> Value {
        choices[Int(takeByte()) % choices.count]
    }

    /// What is left, as bytes.
    public mutating func takeRest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }

    /// The bytes up to the next `separator` (not included), or all that is left.
    public mutating func takeUntil(_ separator: UInt8) -> [UInt8] {
        guard let index = bytes.firstIndex(of: separator) else { return takeRest() }
        defer { bytes = bytes[(index + 1)...] }
        return Array(bytes[..<index])
    }
}
