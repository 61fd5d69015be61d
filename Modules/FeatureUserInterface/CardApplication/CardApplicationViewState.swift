/// What the check card application shows: the account types to choose from (marking those
/// already applied for), the chosen one and its text, then a loading sheet while applying and a
/// completed or failed sheet at the end.
public struct CardApplicationViewState: Codable, Equatable, Sendable {
    /// Where the application stands.
    public enum Phase: String, Codable, Sendable {
        case form
        case loading
        case completed
        /// The application failed; the sheet offers a retry.
        case failed
    }

    /// One account type to choose.
    public struct Option: Codable, Equatable, Sendable {
        public var id: String
        public var name: String
        /// Whether the member already has a card on it.
        public var isApplied: Bool

        /// Creates an `Option` from its parts.
        public init(id: String, name: String, isApplied: Bool = false) {
            self.id = id
            self.name = name
            self.isApplied = isApplied
        }
    }

    /// The account type (계좌종류), as the bank names it.
    public var accountType: String
    /// The text about the card.
    public var text: String
    public var phase: Phase
    /// The account types to choose from; nil while they load.
    public var options: [Option]?
    /// The chosen option's id.
    public var selectedID: String?
    /// A refusal on the form, such as a duplicate, or the failure the sheet explains.
    public var message: String?
    /// The new card's reference, once applied.
    public var reference: String?

    /// Creates a `CardApplicationViewState` from its parts.
    public init(
        accountType: String, text: String, phase: Phase = .form, options: [Option]? = nil, selectedID: String? = nil,
        message: String? = nil, reference: String? = nil
    ) {
        self.accountType = accountType
        self.text = text
        self.phase = phase
        self.options = options
        self.selectedID = selectedID
        self.message = message
        self.reference = reference
    }
}
