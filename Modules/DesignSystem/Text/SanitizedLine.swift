/// A string property kept to one sanitised line however it is set: control characters and
/// escape sequences removed (``TerminalSanitizer``), line breaks and tabs turned into spaces.
///
/// The cell buffer sanitises whatever is drawn anyway; widgets keep their public titles and
/// labels clean too, so the width they measure is the width that gets drawn.
@propertyWrapper
public struct SanitizedLine: Sendable, Hashable {
    private var value: String

    /// Keeps `wrappedValue`, sanitised.
    public init(wrappedValue: String) {
        value = TerminalSanitizer.sanitizeLine(wrappedValue)
    }

    /// The sanitised line; what is set is sanitised.
    public var wrappedValue: String {
        get { value }
        set { value = TerminalSanitizer.sanitizeLine(newValue) }
    }
}
