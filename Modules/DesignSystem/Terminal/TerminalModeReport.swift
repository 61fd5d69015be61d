/// What a terminal says about one of its DEC private modes, in answer to DECRQM
/// (`ESC [ ? Pd $ p`, "request mode"): `ESC [ ? Pd ; Ps $ y`.
public struct TerminalModeReport: Sendable, Equatable {
    /// The mode's state, as DECRPM's `Ps` gives it.
    public enum State: Int, Sendable, Equatable, CaseIterable {
        /// 0: the terminal does not know the mode.
        case notRecognized = 0
        /// 1: the mode is on.
        case set = 1
        /// 2: the mode is off, and may be turned on.
        case reset = 2
        /// 3: the mode is on and cannot be turned off.
        case permanentlySet = 3
        /// 4: the mode is off and cannot be turned on.
        case permanentlyReset = 4

        /// Whether the terminal has the mode, on or ready to be turned on.
        public var isSupported: Bool { self == .set || self == .reset || self == .permanentlySet }
    }

    /// The mode asked about (2031, 2027, …).
    public var mode: Int
    /// What the terminal said of it.
    public var state: State

    /// Creates a report of `mode` in `state`.
    public init(mode: Int, state: State) {
        self.mode = mode
        self.state = state
    }

    /// The question for `mode`: `ESC [ ? mode $ p`.
    static func query(_ mode: Int) -> [UInt8] {
        Array("\u{1B}[?\(mode)$p".utf8)
    }

    /// The report in a control sequence's parameter and intermediate bytes (`? Pd ; Ps $`,
    /// the final `y` already seen), or nil when they are not one.
    static func parse(_ parameters: [UInt8]) -> TerminalModeReport? {
        guard parameters.first == UInt8(ascii: "?"), parameters.last == UInt8(ascii: "$") else { return nil }
        let fields = parameters.dropFirst().dropLast().split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 2, let mode = number(fields[0]), let value = number(fields[1]), let state = State(rawValue: value) else {
            return nil
        }
        return TerminalModeReport(mode: mode, state: state)
    }

    /// The decimal number of 1 to 5 digits in `digits`; nil for anything else.
    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard (1...5).contains(digits.count) else { return nil }
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
