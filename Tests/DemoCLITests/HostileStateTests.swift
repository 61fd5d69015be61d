import DesignSystem
import Foundation
import Testing

@testable import DemoCLI

/// Every screen shown from a state file written by hand, or badly: each named state's JSON with
/// one value made hostile at a time either does not decode (`render --state-file` then says
/// why) or draws and takes keys at any size without trapping. The sweep draws thousands of
/// frames: it yields the main actor between them and takes turns with the other sweeps.
@MainActor
@Suite("Hostile state files", .timeLimit(.minutes(3)), .takesTurnsOnTheMainActor)
struct HostileStateTests {
    /// Keys that reach every kind of handler: moving, paging, focus, choosing, typing, deleting.
    private static let keys: [Key] = [
        .down, .up, .right, .left, .pageDown, .pageUp, .end, .home, .tab, .backTab, .enter, .character(" "), .character("1"),
        .character("x"), .backspace, .delete, .paste("pasted"), .escape,
    ]

    @Test(
        "one hostile value at a time (arrays emptied or grown, numbers at their extremes, strings of controls or 10,000 columns, nulls): refused or drawn, never a trap",
        arguments: ScreenSnapshotTests.screenNames)
    func hostileValues(screen: String) async throws {
        let preview = try #require(ScreenCatalog.preview(named: screen))
        var drawn = 0
        var refused = 0
        for stateName in preview.stateNames() {
            let json = try #require(try preview.stateJSON(named: stateName))
            for variant in HostileJSON.variants(of: try JSONDecoder().decode(JSONValue.self, from: json)) {
                let data = try JSONEncoder().encode(variant)
                guard let shown = try? preview.makeScreen(stateJSON: data, actionLog: ActionLog()) else {
                    refused += 1
                    continue
                }
                // Each key's frame at the smallest size the screens are made for; the large
                // one before and after them (most of the time goes to drawing it).
                let small = HeadlessScreen(root: shown.viewController, size: DesignSystem.Size(width: 40, height: 12))
                let large = HeadlessScreen(root: shown.viewController, size: DesignSystem.Size(width: 200, height: 60))
                await Task.yield()  // lets the main actor serve others between frames
                _ = large.frame
                for key in Self.keys {
                    await Task.yield()
                    small.send(key)
                    _ = small.frame
                }
                await Task.yield()
                _ = large.frame
                drawn += 1
            }
        }
        // Both outcomes happen: the variants reach the screens and the decoders' checks.
        #expect(drawn > 0 && refused > 0, "\(screen): \(drawn) drawn, \(refused) refused")
    }
}

/// A JSON document as a value, so a test can change one node of it.
enum JSONValue: Codable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}

/// Copies of a JSON document with one node replaced by a hostile one. Arrays are changed whole
/// and through their first two elements only: further elements are of the same shape, and every
/// one would multiply the work without finding more.
enum HostileJSON {
    static func variants(of document: JSONValue) -> [JSONValue] {
        var found: [JSONValue] = []
        collect(document, rebuild: { $0 }, into: &found)
        return found
    }

    private static let hostileStrings = [
        "", "\u{1B}[31m\u{9B}2J\u{7}\u{0}\u{202E}x", String(repeating: "가", count: 5_000), String(repeating: "👩‍👩‍👧‍👦", count: 300),
    ]
    private static let hostileNumbers: [Double] = [-1, 0, 0.5, 2_147_483_647, -2_147_483_648, 9_007_199_254_740_991, -9_007_199_254_740_991, 1e300]

    /// Adds to `found`, for `value` and every node below it, the whole document with that node
    /// replaced; `rebuild` puts a replacement for `value` back into the whole document.
    private static func collect(_ value: JSONValue, rebuild: (JSONValue) -> JSONValue, into found: inout [JSONValue]) {
        found.append(rebuild(.null))
        switch value {
        case .array(let array):
            found.append(rebuild(.array([])))
            found.append(rebuild(.array(array + array + array)))
            for index in array.indices.prefix(2) {
                collect(
                    array[index],
                    rebuild: { replacement in
                        var copy = array
                        copy[index] = replacement
                        return rebuild(.array(copy))
                    }, into: &found)
            }
        case .object(let object):
            found.append(rebuild(.object([:])))
            for (key, member) in object.sorted(by: { $0.key < $1.key }) {
                collect(
                    member,
                    rebuild: { replacement in
                        var copy = object
                        copy[key] = replacement
                        return rebuild(.object(copy))
                    }, into: &found)
            }
        case .string:
            for string in hostileStrings { found.append(rebuild(.string(string))) }
        case .number:
            for number in hostileNumbers { found.append(rebuild(.number(number))) }
        case .bool(let bool):
            found.append(rebuild(.bool(!bool)))
        case .null:
            break
        }
    }
}
