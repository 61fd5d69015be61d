/// What reached the app through the ``ScreenHost``, as a recorder of the session hears it: the
/// keys the screens were given, and the changes of the terminal that the app acts on.
public enum ScreenHostInput: Sendable, Equatable {
    /// A key handed to the screens, or a focus report.
    case key(Key)
    /// The terminal now has `size`.
    case resize(Size)
    /// The app gave the terminal back and stopped (Ctrl-Z, SIGTSTP).
    case suspend
    /// The app took the terminal again after `fg`.
    case resume
    /// The terminal's answer (its background, or a theme report) made the app draw in `appearance`.
    case appearance(Appearance)
}
