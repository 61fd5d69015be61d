/// A mouse report from the terminal, decoded from its SGR form (`ESC [ < b ; x ; y M` or `m`),
/// or from the older X10 form (`ESC [ M` and three bytes, each a number plus 32) that a terminal
/// without SGR reports (mode 1006) sends instead.
///
/// Coordinates are zero-based cells from the top-left corner. The terminal's numbers are not
/// trusted: any count of digits decodes without trapping, and a coordinate too large for a
/// screen is clamped to ``maximumCoordinate``.
public struct MouseEvent: Sendable, Hashable {
    /// The largest coordinate kept; larger ones (from a buggy or hostile terminal) are clamped.
    public static let maximumCoordinate = 100_000

    /// What the mouse did.
    public enum Kind: Sendable, Hashable {
        /// A button went down.
        case press
        /// A button came up.
        case release
        /// The mouse moved with a button held (mode 1002), or without one (mode 1003).
        case drag
        /// The wheel turned away from the user: content moves down, the view up.
        case wheelUp
        /// The wheel turned towards the user.
        case wheelDown
    }

    /// Which button the report is about.
    public enum Button: Sendable, Hashable {
        /// The primary button.
        case left
        /// The wheel pressed as a button.
        case middle
        /// The secondary button.
        case right
        /// No button (a release in some terminals, a move, a wheel step).
        case none
    }

    /// What happened: a press, a release, a drag or a wheel step.
    public var kind: Kind
    /// The button the report names.
    public var button: Button
    /// The column, from 0.
    public var x: Int
    /// The row, from 0.
    public var y: Int

    /// Creates a report.
    public init(kind: Kind, button: Button, x: Int, y: Int) {
        self.kind = kind
        self.button = button
        self.x = x
        self.y = y
    }

    /// The report in the parameter bytes after `ESC [` (starting with `<`) and the final byte
    /// (`M` press, `m` release); nil when they are not a well-formed SGR mouse report.
    static func sgr(parameters: [UInt8], final: UInt8) -> MouseEvent? {
        guard parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        var numbers: [Int] = []
        var current: Int?
        for byte in parameters.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // Saturates instead of overflowing: the value is clamped below anyway.
                current = min(Self.maximumCoordinate + 1, (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: ";"):
                guard let value = current else { return nil }
                numbers.append(value)
                current = nil
            default:
                return nil
            }
        }
        guard let last = current else { return nil }
        numbers.append(last)
        guard numbers.count == 3 else { return nil }
        return decoded(code: numbers[0], column: numbers[1], row: numbers[2], isRelease: final == UInt8(ascii: "m"))
    }

    /// The report in the three bytes after `ESC [ M` (button code, column, row, each plus 32;
    /// columns and rows from 1); nil when one is below 32 or names nothing. X10 names no button
    /// on release (code 3).
    static func x10(_ bytes: [UInt8]) -> MouseEvent? {
        guard bytes.count == 3, bytes.allSatisfy({ $0 >= 32 }) else { return nil }
        let code = Int(bytes[0]) - 32
        // Button 3 with neither motion (32) nor wheel (64) is the release; with motion, a move.
        let isRelease = code & (64 | 32) == 0 && code & 3 == 3
        return decoded(code: code, column: Int(bytes[1]) - 32, row: Int(bytes[2]) - 32, isRelease: isRelease)
    }

    /// A report from its button code (the xterm bits: 0–2 the button, 32 motion, 64 wheel) and
    /// its column and row from 1.
    private static func decoded(code: Int, column: Int, row: Int, isRelease: Bool) -> MouseEvent? {
        guard column >= 1, row >= 1 else { return nil }
        let x = min(column, Self.maximumCoordinate) - 1
        let y = min(row, Self.maximumCoordinate) - 1
        if code & 64 != 0 {
            // Wheel steps: 64 up, 65 down; 66 and 67 (sideways) are not used.
            switch code & 3 {
            case 0: return MouseEvent(kind: .wheelUp, button: .none, x: x, y: y)
            case 1: return MouseEvent(kind: .wheelDown, button: .none, x: x, y: y)
            default: return nil
            }
        }
        guard code < 128 else { return nil }
        let button: Button =
            switch code & 3 {
            case 0: .left
            case 1: .middle
            case 2: .right
            default: .none
            }
        let kind: Kind = isRelease ? .release : code & 32 != 0 ? .drag : .press
        return MouseEvent(kind: kind, button: button, x: x, y: y)
    }
}
