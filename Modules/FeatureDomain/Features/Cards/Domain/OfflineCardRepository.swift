/// The bank without a network: the bundled account types, applications saved per member
/// through ``AppStore``, and a delay like a real bank's that is cancelled with the caller's task.
@MainActor
final class OfflineCardRepository: CardRepository {
    private let accountTypes: [AccountType]?
    private let store: AppStore
    private let memberID: String
    private let delay: Duration
    private let circumstances: any Circumstances

    /// The range an application's reference number is drawn from: eight digits.
    static let referenceRange = 10_000_000...99_999_999

    /// A bank offering `accountTypes` (nil when they could not be read), answering after `delay`
    /// as `circumstances` sleep, which also draw the references.
    init(accountTypes: [AccountType]?, store: AppStore, memberID: String, delay: Duration = .milliseconds(1_200), circumstances: any Circumstances) {
        self.accountTypes = accountTypes
        self.store = store
        self.memberID = memberID
        self.delay = delay
        self.circumstances = circumstances
    }

    func fetch() async throws(CardRepositoryError) -> [AccountType] {
        try await wait()
        guard let accountTypes else { throw .unavailable }
        return accountTypes
    }

    func applications() async throws(CardRepositoryError) -> [CardApplication] {
        store.loadCardApplications(memberID: memberID)
    }

    func create(with accountType: AccountType) async throws(CardRepositoryError) -> CardApplication {
        try await wait()
        var saved = store.loadCardApplications(memberID: memberID)
        guard !saved.contains(where: { $0.accountType.id == accountType.id }) else { throw .duplicate(accountType) }
        let application = CardApplication(accountType: accountType, reference: "CC-\(circumstances.draw(.cardReference, in: Self.referenceRange))")
        saved.append(application)
        guard store.saveCardApplications(saved, memberID: memberID) else { throw .saveFailed }
        return application
    }

    private func wait() async throws(CardRepositoryError) {
        do {
            try await circumstances.sleep(for: delay)
        } catch {
            throw .cancelled
        }
    }
}
