/// Children laid out top to bottom; ``Spacer``s share the rows nobody else needs.
public struct VStack: Widget {
    /// Where children narrower than the stack sit.
    public enum Alignment: Sendable {
        /// At the left edge, centred, or at the right edge.
        case leading, center, trailing
    }

    /// The blank rows between children.
    public var spacing: Int
    /// Where each child sits in the stack's width.
    public var alignment: Alignment
    /// The widgets, top to bottom.
    public var children: [any Widget]

    /// Creates a vertical stack.
    public init(spacing: Int = 0, alignment: Alignment = .leading, @WidgetBuilder _ children: () -> [any Widget]) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children()
    }

    public func size(fitting proposal: Size) -> Size {
        var width = 0
        var height = 0
        for child in children where !child.isSpacer {
            let size = child.size(fitting: Size(width: proposal.width, height: proposal.height))
            width = max(width, size.width)
            height += size.height
        }
        height += spacing * max(0, children.count - 1)
        return Size(width: min(width, proposal.width), height: height)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        let heights = StackLayout.lengths(
            available: area.height, spacing: spacing, children: children,
            measure: { $0.size(fitting: area.size).height }
        )
        var y = area.y
        for (child, height) in zip(children, heights) {
            guard y < area.maxY else { break }
            let childHeight = min(height, area.maxY - y)
            // An empty child (a spacer with no room) still counts its spacing, as measured.
            guard childHeight > 0 else {
                y += spacing
                continue
            }
            let width = child.isSpacer ? area.width : min(area.width, child.size(fitting: Size(width: area.width, height: childHeight)).width)
            let x =
                switch alignment {
                case .leading: area.x
                case .center: area.x + (area.width - width) / 2
                case .trailing: area.maxX - width
                }
            let childArea =
                (alignment == .leading)
                ? Rect(x: area.x, y: y, width: area.width, height: childHeight)
                : Rect(x: x, y: y, width: width, height: childHeight)
            child.render(in: childArea, buffer: &buffer)
            y += childHeight + spacing
        }
    }
}

/// Children laid out left to right; ``Spacer``s share the columns nobody else needs.
public struct HStack: Widget {
    /// Where children shorter than the stack sit.
    public enum Alignment: Sendable {
        /// At the top, centred, or at the bottom.
        case top, center, bottom
    }

    /// The blank columns between children.
    public var spacing: Int
    /// Where each child sits in the stack's height.
    public var alignment: Alignment
    /// The widgets, left to right.
    public var children: [any Widget]

    /// Creates a horizontal stack.
    public init(spacing: Int = 1, alignment: Alignment = .top, @WidgetBuilder _ children: () -> [any Widget]) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children()
    }

    public func size(fitting proposal: Size) -> Size {
        var width = spacing * max(0, children.count - 1)
        var height = 0
        for child in children where !child.isSpacer {
            let size = child.size(fitting: proposal)
            width += size.width
            height = max(height, size.height)
        }
        return Size(width: min(width, proposal.width), height: height)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        let widths = StackLayout.lengths(
            available: area.width, spacing: spacing, children: children,
            measure: { $0.size(fitting: area.size).width }
        )
        var x = area.x
        for (child, width) in zip(children, widths) {
            guard x < area.maxX else { break }
            let childWidth = min(width, area.maxX - x)
            guard childWidth > 0 else {
                x += spacing
                continue
            }
            let height = child.isSpacer ? area.height : min(area.height, child.size(fitting: Size(width: childWidth, height: area.height)).height)
            let y =
                switch alignment {
                case .top: area.y
                case .center: area.y + (area.height - height) / 2
                case .bottom: area.maxY - height
                }
            child.render(in: Rect(x: x, y: y, width: childWidth, height: height), buffer: &buffer)
            x += childWidth + spacing
        }
    }
}

/// Empty room that grows to fill what a stack has left.
public struct Spacer: Widget {
    /// A spacer.
    public init() {}
    public func size(fitting proposal: Size) -> Size { Size(width: 0, height: 0) }
    public func render(in area: Rect, buffer: inout CellBuffer) {}
}

extension Widget {
    /// Whether this is a ``Spacer``: a comparison of type metadata, where `is Spacer` on an
    /// existential takes the runtime's general cast, 6 % of the sign-in frame.
    fileprivate var isSpacer: Bool { Self.self == Spacer.self }
}

/// Shares a stack's length among its children: each fixed child gets what it measures, in
/// order, while room lasts; spacers split the rest evenly.
enum StackLayout {
    static func lengths(available: Int, spacing: Int, children: [any Widget], measure: (any Widget) -> Int) -> [Int] {
        var lengths = children.map { $0.isSpacer ? 0 : measure($0) }
        let used = lengths.reduce(0, +) + spacing * max(0, children.count - 1)
        let spacerIndices = children.indices.filter { children[$0].isSpacer }
        guard used < available, !spacerIndices.isEmpty else { return lengths }
        let spare = available - used
        for (position, index) in spacerIndices.enumerated() {
            lengths[index] = spare / spacerIndices.count + (position < spare % spacerIndices.count ? 1 : 0)
        }
        return lengths
    }
}

/// Builds a list of widgets from a closure, with `if` and `for` as in SwiftUI.
@resultBuilder
public enum WidgetBuilder {
    /// One widget.
    public static func buildExpression(_ widget: any Widget) -> [any Widget] { [widget] }
    /// Several widgets at once, from an array.
    public static func buildExpression(_ widgets: [any Widget]) -> [any Widget] { widgets }
    /// The widgets of the statements, in order.
    public static func buildBlock(_ parts: [any Widget]...) -> [any Widget] { parts.flatMap { $0 } }
    /// The widgets of an `if` without `else`, or none.
    public static func buildOptional(_ part: [any Widget]?) -> [any Widget] { part ?? [] }
    /// The widgets of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first: [any Widget]) -> [any Widget] { first }
    /// The widgets of the other branch.
    public static func buildEither(second: [any Widget]) -> [any Widget] { second }
    /// The widgets of every pass of a `for` loop.
    public static func buildArray(_ parts: [[any Widget]]) -> [any Widget] { parts.flatMap { $0 } }
}
