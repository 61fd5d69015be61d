/// How long the offline bookstore and bank take to answer, as real ones would; tests use none.
public struct SimulatedLatency: Sendable, Equatable {
    /// How long checkout takes.
    public var checkout: Duration
    /// How long the card bank takes to list account types and to accept an application.
    public var cardBank: Duration

    /// Creates a `SimulatedLatency` from its parts.
    public init(checkout: Duration, cardBank: Duration) {
        self.checkout = checkout
        self.cardBank = cardBank
    }

    /// Long enough to see the progress and loading sheets.
    public static let realistic = SimulatedLatency(checkout: .milliseconds(900), cardBank: .milliseconds(1_200))
    /// No waiting, for tests.
    public static let none = SimulatedLatency(checkout: .zero, cardBank: .zero)
}

extension RootDependency {
    /// The app's offline services answer after a realistic delay unless the app says otherwise.
    public var simulatedLatency: SimulatedLatency { .realistic }
}
