/// A key press, decoded from the terminal's input bytes.
public enum Key: Sendable, Hashable {
    /// A printable character, including Korean and other multi-byte text.
    case character(Character)
    /// A letter pressed with Control, lowercased: Ctrl-C is `.control("c")`.
    case control(Character)
    /// A printable ASCII key pressed with Alt (or Meta): the terminal sends ESC then the key.
    case alt(Character)
    /// Enter, Tab, Shift-Tab, Backspace, Delete (forward) and Escape.
    case enter, tab, backTab, backspace, delete, escape
    /// The arrows, Home, End, Page Up and Page Down.
    case up, down, left, right, home, end, pageUp, pageDown
    /// Text pasted in one piece (bracketed paste), not sanitised yet.
    case paste(String)
    /// A mouse report (while mouse reporting is on); the screen host turns it into keys.
    case mouse(MouseEvent)
    /// The terminal window gained (true) or lost (false) the focus (focus reporting, mode 1004).
    case focus(Bool)
}
