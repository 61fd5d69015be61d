/// Stops the run when a parser breaks one of its own rules: libFuzzer takes the trap for a crash,
/// keeps the input and reports it. The message names the rule and the values, made visible.
public func invariant(_ holds: Bool, _ rule: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
    guard !holds else { return }
    fatalError("invariant broken: \(rule())", file: file, line: line)
}

/// `text` with everything but printable ASCII written as `\u{…}`, so that a message about
/// hostile text cannot itself steer the terminal it is printed on.
public func visible(_ text: some StringProtocol) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
        if (0x20...0x7E).contains(scalar.value), scalar != "\\", scalar != "\"" {
            output.unicodeScalars.append(scalar)
        } else {
            output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
    return output + "\""
}

/// `bytes` as hex, for messages about raw input.
public func hex(_ bytes: some Sequence<UInt8>) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
}

/// Whether `scalar` is one a terminal acts on: a C0 control, DEL or a C1 control.
public func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

/// Whether `scalar` reorders what a terminal shows: a bidirectional mark, embedding, override or isolate.
public func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C
}
