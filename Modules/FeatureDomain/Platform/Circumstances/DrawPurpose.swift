/// What a random number is drawn for, so that a recording can tell its draws apart and a
/// replay hands each back to the one that asked.
public enum DrawPurpose: String, Sendable, Hashable, CaseIterable {
    /// The number the "Lucky number" screen shows.
    case luckyNumber
    /// The reference of a card application.
    case cardReference
    /// The bookstore's order number.
    case orderNumber
}
