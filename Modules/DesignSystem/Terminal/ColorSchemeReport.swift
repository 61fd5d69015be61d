/// What the terminal says, unasked, once mode 2031 is on: the system switched between light
/// and dark (`ESC [ ? 997 ; 1 n` is dark, `ESC [ ? 997 ; 2 n` light).
enum ColorSchemeReport {
    /// The appearance in a control sequence's parameter bytes (`? 997 ; 1` or `? 997 ; 2`, the
    /// final `n` already seen), or nil when they are not such a report.
    static func parse(_ parameters: [UInt8]) -> Appearance? {
        guard parameters.starts(with: Array("?997;".utf8)) else { return nil }
        switch TerminalModeReport.number(parameters.dropFirst(5)) {
        case 1: return .dark
        case 2: return .light
        default: return nil
        }
    }
}
