/// A choice offered by an ``Alert``.
public struct AlertAction: Sendable, Equatable {
    /// What the choice does, which decides its look and which key picks it.
    public enum Role: Sendable, Equatable {
        /// An ordinary choice.
        case `default`
        /// Backs out; Escape picks it.
        case cancel
        /// Destroys something (logout, delete): drawn in the destructive color.
        case destructive
    }

    /// The choice's label, kept sanitised however it is set.
    @SanitizedLine public var title: String
    /// What the choice does: confirm, cancel, or destroy.
    public var role: Role

    /// Creates a choice; the title is sanitised.
    public init(title: String, role: Role = .default) {
        self.title = title
        self.role = role
    }
}

/// A dialog in a box at the centre of its area: a title, a message and a row of choices, one of
/// them focused, as in the profile's logout and delete-account confirmations.
public struct Alert: Widget {
    /// The title, in the top edge of the box.
    public let title: String
    /// The message, wrapped inside the box.
    public let message: String
    /// The choices, as buttons in a row.
    public var actions: [AlertAction]
    /// The index of the focused choice.
    public var focusedIndex: Int
    /// For each choice, the keys a click on it plays (those that focus and pick it); a choice
    /// without an entry takes no click.
    public var actionKeys: [[Key]]

    /// Creates an alert; the title and message are sanitised. A click on choice `i` plays
    /// `actionKeys[i]`.
    public init(title: String, message: String, actions: [AlertAction], focusedIndex: Int = 0, actionKeys: [[Key]] = []) {
        self.title = TerminalSanitizer.sanitizeLine(title)
        self.message = TerminalSanitizer.sanitize(message)
        self.actions = actions
        self.focusedIndex = focusedIndex
        self.actionKeys = actionKeys
    }

    /// The keys that pick choice `index` of `count` when `focused` has the focus and the
    /// arrows move it (as ``AlertController`` and the screens' own alerts do): the moves, then Enter.
    public static func keys(toChoose index: Int, focused: Int) -> [Key] {
        Array(repeating: index > focused ? Key.right : .left, count: abs(index - focused)) + [.enter]
    }

    /// The width of the choices on one row.
    private var buttonsRowWidth: Int {
        actions.reduce(0) { $0 + $1.title.displayWidth + 4 } + 2 * max(0, actions.count - 1)
    }

    /// Whether the choices fit side by side in `width` columns of box; if not they are stacked.
    private func buttonsFitInRow(boxWidth: Int) -> Bool {
        buttonsRowWidth <= boxWidth - 4
    }

    /// The box's size in `area`: wide enough for the choices and up to 56 columns of message.
    func boxSize(in area: Size) -> Size {
        let width = min(area.width, max(24, min(60, max(buttonsRowWidth, message.displayWidth, title.displayWidth + 2) + 4)))
        let messageLines = TextLayout.wrap(message, width: max(1, width - 4)).count
        let buttonRows = buttonsFitInRow(boxWidth: width) ? 1 : actions.count
        return Size(width: width, height: min(area.height, messageLines + buttonRows + 4))
    }

    public func size(fitting proposal: Size) -> Size { boxSize(in: proposal) }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard area.width >= 8, area.height >= 5 else { return }
        let size = boxSize(in: area.size)
        let box = Rect(
            x: area.x + (area.width - size.width) / 2, y: area.y + (area.height - size.height) / 2,
            width: size.width, height: size.height)
        buffer.fill(box, style: .plain)
        buffer.announceAlert(title: title)
        let buttonViews: [any Widget] = actions.enumerated().map { index, action in
            AlertButton(action: action, isFocused: index == focusedIndex, click: index < actionKeys.count ? actionKeys[index] : [])
        }
        let buttons: any Widget =
            buttonsFitInRow(boxWidth: size.width)
            ? HStack(spacing: 2) { buttonViews }
            : VStack { buttonViews }
        Box(
            title: title, border: .double, style: Style(foreground: .accent),
            VStack(spacing: 1) {
                Text(message)
                buttons
            }
        ).render(in: box, buffer: &buffer)
    }
}

/// A choice drawn as a button, in the destructive color when it destroys.
private struct AlertButton: Widget {
    let action: AlertAction
    let isFocused: Bool
    let click: [Key]

    private var button: Button { Button(action.title, isFocused: isFocused, click: click) }

    func size(fitting proposal: Size) -> Size { button.size(fitting: proposal) }

    func render(in area: Rect, buffer: inout CellBuffer) {
        button.render(in: area, buffer: &buffer)
        if action.role == .destructive {
            let width = min(area.width, button.label.displayWidth)
            buffer.setStyle(Style(foreground: .destructive, bold: true, reverse: isFocused), in: Rect(x: area.x, y: area.y, width: width, height: 1))
        }
    }
}
