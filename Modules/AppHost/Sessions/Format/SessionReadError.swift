/// Why a file is not a recording this MainCLI can replay: one line naming the file's line
/// (`line 12: time 3.2 is before the line above's`).
public struct SessionReadError: Error, Equatable, CustomStringConvertible {
    /// The file's line it is about, from 1; nil for the file as a whole (it cannot be opened).
    public var line: Int?
    /// What is wrong, in a few words, on one line.
    public var reason: String

    /// Creates an error about line `line`.
    public init(line: Int?, reason: String) {
        self.line = line
        // One line, whatever the reason quotes.
        self.reason = String(reason.map { $0.isNewline ? " " : $0 })
    }

    public var description: String {
        guard let line else { return reason }
        return "line \(line): \(reason)"
    }

    /// `text` as a reason may quote it: in quotes, at most 40 characters, every control or
    /// bidirectional character written as `\u{…}`, so that a hostile file prints nothing a
    /// terminal acts on.
    public static func quoted(_ text: some StringProtocol) -> String {
        var result = "\""
        for scalar in text.prefix(40).unicodeScalars {
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            let isBidi = (0x200E...0x200F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x061C
            if isControl || isBidi || scalar == "\"" || scalar == "\\" {
                result += "\\u{" + String(value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + (text.count > 40 ? "…\"" : "\"")
    }
}
