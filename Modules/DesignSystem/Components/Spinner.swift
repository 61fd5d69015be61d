/// The animation step the screen host is drawing, which animated widgets such as ``Spinner``
/// read. It is 0 wherever no host animates (tests, rendered text), so frames stay reproducible.
public enum AnimationTick {
    /// The current step; the host sets it around each frame it draws.
    @TaskLocal public static var current = 0
}

/// An activity indicator: one frame of a turning wheel, then a label.
public struct Spinner: Widget {
    /// The frames, drawn in turn; each is one column wide.
    public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// A fixed frame, or nil to turn with the host's ``AnimationTick``.
    public var frame: Int?
    /// The text after the wheel.
    public let label: String

    /// Creates a spinner that turns while the screen host animates, with a sanitised label.
    public init(label: String = "") {
        self.frame = nil
        self.label = TerminalSanitizer.sanitizeLine(label)
    }

    /// Creates the spinner at `frame` (any integer; it wraps), with a sanitised label.
    public init(frame: Int, label: String = "") {
        self.frame = frame
        self.label = TerminalSanitizer.sanitizeLine(label)
    }

    public func size(fitting proposal: Size) -> Size {
        Size(width: min(proposal.width, 2 + label.displayWidth), height: 1)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        if frame == nil { buffer.isAnimated = true }
        let step = frame ?? AnimationTick.current
        let glyph = Self.frames[((step % Self.frames.count) + Self.frames.count) % Self.frames.count]
        buffer.write(glyph, x: area.x, y: area.y, style: Style(foreground: .accent, bold: true))
        if !label.isEmpty, area.width > 2 {
            buffer.write(
                TextLayout.truncate(label, width: area.width - 2), x: area.x + 2, y: area.y, maxWidth: area.width - 2,
                style: Style(foreground: .secondary))
        }
    }
}

/// A horizontal bar that fills as work completes, with the percentage after it.
public struct ProgressBar: Widget {
    /// The eighths of a cell, for a smooth leading edge.
    private static let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// How much is done, from 0 to 1.
    public var fraction: Double
    /// The text before the bar.
    public let label: String

    /// Creates a bar at `fraction` (clamped to 0...1), with an optional sanitised label before it.
    public init(fraction: Double, label: String = "") {
        self.fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
        self.label = TerminalSanitizer.sanitizeLine(label)
    }

    public func size(fitting proposal: Size) -> Size { Size(width: proposal.width, height: 1) }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let percent = "\(Int((fraction * 100).rounded(.down)))%"
        var x = area.x
        if !label.isEmpty {
            let shown = TextLayout.truncate(label, width: max(0, area.width / 3))
            x += buffer.write(shown + " ", x: x, y: area.y, maxWidth: area.width, style: Style(foreground: .text))
        }
        let barWidth = area.maxX - x - percent.count - 1
        guard barWidth >= 3 else {
            buffer.write(percent, x: x, y: area.y, maxWidth: area.maxX - x)
            return
        }
        let eighths = Int((fraction * Double(barWidth * 8)).rounded(.down))
        let bar = String(repeating: "█", count: eighths / 8) + Self.partials[eighths % 8]
        buffer.fill(Rect(x: x, y: area.y, width: barWidth, height: 1), with: "·", style: Style(foreground: .border))
        buffer.write(bar, x: x, y: area.y, maxWidth: barWidth, style: Style(foreground: .accent))
        buffer.write(percent, x: area.maxX - percent.count, y: area.y, style: Style(foreground: .secondary))
    }
}
