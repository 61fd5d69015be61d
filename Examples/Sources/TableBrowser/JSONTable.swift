import Foundation

/// A JSON file of records read as a table: an array of objects, one row each, with a column
/// for every key, sorted by name. Nothing in it is trusted: the size is checked before it is read, and every value is
/// shown as text, which the cell buffer sanitises when it is drawn.
struct JSONTable: Equatable {
    /// The column titles.
    var columns: [String]
    /// Each row's cells, one per column ("" where a record has no such key).
    var rows: [[String]]

    /// The largest file read: a table is browsed, not a database.
    static let maximumBytes = 32 * 1024 * 1024

    /// Why a file is not a table.
    enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        case tooLarge(Int)
        case notJSON(String)
        case notRecords

        var description: String {
            switch self {
            case .unreadable(let reason): "cannot read the file: \(reason)"
            case .tooLarge(let bytes): "the file is \(bytes) bytes; at most \(JSONTable.maximumBytes) are read"
            case .notJSON(let reason): "the file is not JSON: \(reason)"
            case .notRecords: "the file is JSON, but not an array of objects"
            }
        }
    }

    /// Reads the table in the file at `path`.
    static func load(path: String) throws(Failure) -> JSONTable {
        let url = URL(fileURLWithPath: path)
        let size: Int
        do {
            size = try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
        } catch {
            throw .unreadable(error.localizedDescription)
        }
        guard size <= maximumBytes else { throw .tooLarge(size) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(error.localizedDescription)
        }
        guard data.count <= maximumBytes else { throw .tooLarge(data.count) }
        return try parse(data)
    }

    /// The table in `data`.
    static func parse(_ data: Data) throws(Failure) -> JSONTable {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .notJSON(error.localizedDescription)
        }
        guard let records = value as? [[String: Any]] else { throw .notRecords }
        // JSONSerialization keeps no order of keys: the columns are sorted by name.
        let columns = Set(records.flatMap(\.keys)).sorted()
        let rows = records.map { record in columns.map { record[$0].map(text) ?? "" } }
        return JSONTable(columns: columns, rows: rows)
    }

    /// A JSON value as one line of text.
    private static func text(_ value: Any) -> String {
        switch value {
        case let string as String: string
        case let number as NSNumber: number.description
        case is NSNull: "null"
        default:
            (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
    }
}
