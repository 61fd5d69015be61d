/// The screen a program's output leaves, as far as the apps' frame writer uses the terminal:
/// cursor positioning (CUP, CUF, CR, LF), erase to end of line and erase display, scroll
/// margins and scrolling them (DECSTBM, SU, SD), the cursor's visibility (DECTCEM) and
/// hyperlinks (OSC 8); colours and other modes are skipped. Tests read it to see what a person
/// would see, whatever cells the writer chose to leave alone, and where the cursor is.
public struct ScreenGrid {
    public private(set) var rows: [[Character]]
    private var row = 0
    private var column = 0
    private var region: ClosedRange<Int>
    /// Whether the cursor is shown (`ESC [ ? 25 h`) or hidden (`l`); shown at first.
    public private(set) var isCursorVisible = true
    /// The URL of the hyperlink open (OSC 8), if any.
    private var openLink: String?
    /// Each cell written inside a hyperlink, with its URL (the last write of a cell wins).
    public private(set) var linkedCells: [Point: String] = [:]

    /// A cell of the grid.
    public struct Point: Hashable, Sendable {
        public var x: Int
        public var y: Int
        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
    }

    /// Where the cursor is: the cell the next character would be written to.
    public var cursor: Point { Point(x: column, y: row) }

    /// What ``rows`` holds in the right half of a wide character.
    public static let rightHalf: Character = "\u{0}"

    /// The screen of a `columns` by `rows` terminal after `output`. `scalarWidth` says how far a
    /// scalar moves the cursor, as a terminal measures it (one scalar at a time, as xterm does);
    /// a wide one fills ``rightHalf`` into the next column, a zero-width one is dropped. By
    /// default every scalar takes one column.
    public init(columns: Int, rows: Int, output: [UInt8], scalarWidth: (Unicode.Scalar) -> Int = { _ in 1 }) {
        self.rows = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        region = 0...max(0, rows - 1)
        var scalars = String(decoding: output, as: UTF8.self).unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}":
                let introducer = scalars.popFirst()
                if introducer == "]" {
                    // An operating system command, to BEL or ST (ESC \\).
                    var text = ""
                    while let next = scalars.popFirst(), next != "\u{7}" {
                        if next == "\u{1B}" {
                            _ = scalars.popFirst()
                            break
                        }
                        text.unicodeScalars.append(next)
                    }
                    if text.hasPrefix("8;") {
                        let url = text.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false).dropFirst(2).first.map(String.init) ?? ""
                        openLink = url.isEmpty ? nil : url
                    }
                    continue
                }
                guard introducer == "[" else { continue }
                var parameters = ""
                while let next = scalars.popFirst() {
                    if (0x40...0x7E).contains(next.value) {
                        apply(final: next, parameters: parameters)
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
            case "\r": column = 0
            case "\n": row = min(row + 1, self.rows.count - 1)
            default:
                let width = scalarWidth(scalar)
                guard scalar.value >= 0x20, width > 0, row < self.rows.count, column < self.rows[row].count else { continue }
                self.rows[row][column] = Character(scalar)
                linkedCells[Point(x: column, y: row)] = openLink
                if width > 1, column + 1 < self.rows[row].count { self.rows[row][column + 1] = Self.rightHalf }
                column += width
            }
        }
    }

    /// The screen's lines, trailing blanks kept (right halves of wide characters left out).
    public var lines: [String] { rows.map { String($0.filter { $0 != Self.rightHalf }) } }

    /// Whether any line holds `text`.
    public func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

    private mutating func apply(final: Unicode.Scalar, parameters: String) {
        guard !parameters.hasPrefix("?") else {
            if parameters == "?25", final == "h" || final == "l" { isCursorVisible = final == "h" }
            return
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case "H":
            row = max(0, min((numbers.first ?? 1) - 1, rows.count - 1))
            column = max(0, (numbers.count > 1 ? numbers[1] : 1) - 1)
        case "C": column += max(1, numbers.first ?? 1)
        case "K":
            guard row < rows.count else { return }
            for x in min(column, rows[row].count)..<rows[row].count {
                rows[row][x] = " "
                linkedCells[Point(x: x, y: row)] = nil
            }
        case "r":
            let top = max(1, numbers.first ?? 1) - 1
            let bottom = min(rows.count, numbers.count > 1 && numbers[1] > 0 ? numbers[1] : rows.count) - 1
            region = top <= bottom ? top...bottom : 0...rows.count - 1
            row = 0
            column = 0
        case "S", "T":
            let count = min(max(1, numbers.first ?? 1), region.count)
            let blank = Array(repeating: Character(" "), count: rows.first?.count ?? 0)
            var band = Array(rows[region])
            if final == "S" {
                band = Array(band.dropFirst(count)) + Array(repeating: blank, count: count)
            } else {
                band = Array(repeating: blank, count: count) + Array(band.dropLast(count))
            }
            rows.replaceSubrange(region, with: band)
        case "J":
            if numbers.first == 2 {
                rows = rows.map { Array(repeating: " ", count: $0.count) }
                linkedCells = [:]
            }
        default: break
        }
    }
}
