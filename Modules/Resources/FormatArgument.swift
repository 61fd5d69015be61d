/// A value substituted into a localized template's placeholder.
public enum FormatArgument: Sendable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)

    var text: String {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        }
    }
}
