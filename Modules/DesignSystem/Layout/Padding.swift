/// Empty cells around a widget.
public struct Padding: Widget {
    /// The blank rows above and below and the blank columns before and after the content.
    public var top: Int, leading: Int, bottom: Int, trailing: Int
    /// The widget inside the padding.
    public var content: any Widget

    /// Pads `content` by the given cells on each side.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0, _ content: any Widget) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
        self.content = content
    }

    /// Pads `content` by `horizontal` columns on both sides and `vertical` rows above and below.
    public init(horizontal: Int = 0, vertical: Int = 0, _ content: any Widget) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal, content)
    }

    public func size(fitting proposal: Size) -> Size {
        let inner = content.size(fitting: Size(width: proposal.width - leading - trailing, height: proposal.height - top - bottom))
        return Size(width: min(proposal.width, inner.width + leading + trailing), height: inner.height + top + bottom)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        content.render(in: area.inset(top: top, leading: leading, bottom: bottom, trailing: trailing), buffer: &buffer)
    }
}
