/// Why the bank could not do what was asked.
public enum CardRepositoryError: Error, Equatable, Sendable {
    /// The account types could not be loaded.
    case unavailable
    /// The member already applied for a card on this account type.
    case duplicate(AccountType)
    /// The application could not be saved.
    case saveFailed
    /// The work was cancelled (its screen went away).
    case cancelled
}

/// The check-card bank as the card application's interactor sees it, the Clean Architecture way:
/// the domain owns this protocol, an offline implementation lives beside it, tests mock it.
@MainActor
public protocol CardRepository: AnyObject {
    /// The account types a card can be applied for.
    func fetch() async throws(CardRepositoryError) -> [AccountType]
    /// The cards the member has applied for, oldest first.
    func applications() async throws(CardRepositoryError) -> [CardApplication]
    /// Applies for a card on `accountType`; refuses a second one on the same type.
    func create(with accountType: AccountType) async throws(CardRepositoryError) -> CardApplication
}
