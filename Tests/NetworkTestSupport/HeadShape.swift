/// The shapes of response head the linear-time checks and the benchmark use.
public enum HeadShape: String, CaseIterable, Sendable {
    /// One field continued by obs-fold lines, `" a"` each.
    case folds
    /// Fields of two bytes' value each.
    case manyFields = "many fields"
    /// Seven 1xx heads of many fields before the final one.
    case interimHeads = "1xx heads"

    /// A head (or heads) of about `bytes` bytes, ending with an empty 200 answer.
    public func head(bytes: Int) -> String {
        switch self {
        case .folds:
            let lines = (bytes - 64) / 4
            return "HTTP/1.1 200 OK\r\nX: a\r\n" + String(repeating: " a\r\n", count: lines) + "Content-Length: 0\r\n\r\n"
        case .manyFields:
            return "HTTP/1.1 200 OK\r\n" + String(repeating: "X: ab\r\n", count: (bytes - 64) / 7) + "Content-Length: 0\r\n\r\n"
        case .interimHeads:
            let interim = "HTTP/1.1 103 Early Hints\r\n" + String(repeating: "X: ab\r\n", count: (bytes / 8 - 64) / 7) + "\r\n"
            return String(repeating: interim, count: 7) + "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n"
        }
    }
}
