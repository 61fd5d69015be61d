/// Any JSON value: a screen's state as the inspector carries it, without knowing its type.
public indirect enum InspectorJSON: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([InspectorJSON])
    case object([String: InspectorJSON])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([InspectorJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: InspectorJSON].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The most changes ``changes(from:)`` lists; the rest are counted in one last line.
    public static let maximumChanges = 20

    /// What differs between `old` and this value, one line a leaf (`board.cells[4]: "" → "X"`),
    /// at most ``maximumChanges`` lines; empty when they are equal.
    public func changes(from old: InspectorJSON?) -> [String] {
        var lines: [String] = []
        var total = 0
        Self.collect(old, self, path: "", into: &lines, total: &total)
        if total > lines.count { lines.append("… and \(total - lines.count) more") }
        return lines
    }

    private static func collect(_ old: InspectorJSON?, _ new: InspectorJSON?, path: String, into lines: inout [String], total: inout Int) {
        guard old != new else { return }
        switch (old, new) {
        case (.object(let before)?, .object(let after)?):
            for key in Set(before.keys).union(after.keys).sorted() {
                collect(before[key], after[key], path: path.isEmpty ? key : path + "." + key, into: &lines, total: &total)
            }
        case (.array(let before)?, .array(let after)?) where before.count == after.count:
            for index in before.indices {
                collect(before[index], after[index], path: path + "[\(index)]", into: &lines, total: &total)
            }
        default:
            total += 1
            guard lines.count < maximumChanges else { return }
            lines.append("\(path.isEmpty ? "state" : path): \(old?.summary ?? "(none)") → \(new?.summary ?? "(none)")")
        }
    }

    /// The value in at most 60 characters, as JSON.
    var summary: String {
        let text: String
        switch self {
        case .null: text = "null"
        case .bool(let value): text = value ? "true" : "false"
        case .number(let value): text = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): text = "\"" + value + "\""
        case .array(let value): text = "[\(value.count) items]"
        case .object(let value): text = "{\(value.count) fields}"
        }
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
}
