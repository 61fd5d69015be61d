/// A sequence of steps through the RIB tree, such as a deep link that waits for login and then
/// opens a game. Each step receives an actionable item (usually an interactor) and a value and
/// returns the next pair.
///
/// Build the steps with ``onStep(_:)``, end each chain with ``Step/commit()``, then
/// ``subscribe(_:)`` with the root's actionable item. Each step runs once, and only when the
/// item it acts on is active. The run completes at most once (``didComplete()``); an error stops
/// its chain and reaches ``didReceiveError(_:)``. Bind the run to an interactor with
/// `workflow.subscribe(item).cancelOnDeactivate(interactor:)`.
@MainActor
open class Workflow<ActionableItemType> {
    let root = StepNode()
    private var hasCommittedStep = false
    private var run: Task<Void, Never>?
    private var didInvokeComplete = false

    /// Creates a workflow with no steps.
    public init() {}

    /// Called once, when the first committed chain finishes its last step.
    open func didComplete() {}

    /// Called when a step of this workflow is forked into another chain.
    open func didFork() {}

    /// Called when a step fails, with the error that stopped its chain.
    open func didReceiveError(_ error: any Error) {}

    /// The first step: it receives the actionable item given to ``subscribe(_:)``.
    public final func onStep<NextActionableItemType, NextValueType>(
        _ onStep: @escaping @MainActor (ActionableItemType) async throws -> (NextActionableItemType, NextValueType)
    ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
        Step<ActionableItemType, ActionableItemType, Void>(workflow: self, node: root)
            .onStep { item, _ in try await onStep(item) }
    }

    /// Runs the committed steps from `actionableItem`. The returned task is the run: cancel it
    /// (or bind it to an interactor) to stop the workflow.
    ///
    /// A workflow runs once: subscribing again does nothing and returns the first run, as an
    /// upstream workflow ignores a second subscription. Subscribing before any chain is
    /// committed is a programming error: an assertion failure in debug builds, a run that does
    /// nothing in release builds.
    @discardableResult
    public final func subscribe(_ actionableItem: ActionableItemType) -> Task<Void, Never> {
        guard hasCommittedStep else {
            assertionFailure("\(self) has no committed step yet; call commit() on a step before subscribe(_:).")
            return Task {}
        }
        if let run { return run }
        let root = self.root
        let item = StepOutput(item: actionableItem, value: ())
        // The run keeps the workflow until it ends, as a subscription keeps an Rx workflow:
        // the steps hold it weakly, so a workflow nobody else keeps (a deep link handled and
        // forgotten) would be gone before it could report its completion or its errors.
        let run = Task { @MainActor [self] in
            await root.runChildren(with: item)
            withExtendedLifetime(self) {}
        }
        self.run = run
        return run
    }

    func didCommit() {
        hasCommittedStep = true
    }

    func didCompleteIfNotYet() {
        guard !didInvokeComplete else { return }
        didInvokeComplete = true
        didComplete()
    }
}
