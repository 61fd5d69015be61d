/// A mouse report from the terminal, decoded from its SGR form (`ESC [ < b ; x ; y M` or `m`).
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
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let code = numbers[0]
        let x = min(numbers[1], Self.maximumCoordinate) - 1
        let y = min(numbers[2], Self.maximumCoordinate) - 1
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
        let kind: Kind = final == UInt8(ascii: "m") ? .release : code & 32 != 0 ? .drag : .press
        return MouseEvent(kind: kind, button: button, x: x, y: y)
    }
}
