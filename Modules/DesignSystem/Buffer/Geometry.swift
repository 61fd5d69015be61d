/// A size in terminal cells.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size; negative dimensions become zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var description: String { "\(width)x\(height)" }
}

/// A rectangle of terminal cells: column `x`, row `y`, from the top-left corner.
public struct Rect: Sendable, Hashable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle; negative dimensions become zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rectangle at the origin with `size`.
    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The width and height, without the position.
    public var size: Size { Size(width: width, height: height) }
    /// Whether the rectangle holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }
    /// The column just past the right edge.
    public var maxX: Int { x + width }
    /// The row just past the bottom edge.
    public var maxY: Int { y + height }

    /// The rectangle shrunk by `top`, `leading`, `bottom` and `trailing` cells.
    public func inset(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) -> Rect {
        Rect(x: x + leading, y: y + top, width: width - leading - trailing, height: height - top - bottom)
    }

    /// The top `rows` rows of this rectangle.
    public func prefix(rows: Int) -> Rect {
        Rect(x: x, y: y, width: width, height: min(height, rows))
    }
}
