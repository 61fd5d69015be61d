/// Children drawn on top of each other in the same area, the last one on top.
public struct ZStack: Widget {
    /// The widgets, back to front.
    public var children: [any Widget]

    /// Creates a layered stack.
    public init(@WidgetBuilder _ children: () -> [any Widget]) {
        self.children = children()
    }

    public func size(fitting proposal: Size) -> Size {
        let sizes = children.map { $0.size(fitting: proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        for child in children { child.render(in: area, buffer: &buffer) }
    }
}
