/// One step of a ``Workflow``: the actionable item and value the previous step produced, and
/// what to do with them next.
@MainActor
public final class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
    private let workflow: Workflow<WorkflowActionableItemType>
    let node: StepNode

    init(workflow: Workflow<WorkflowActionableItemType>, node: StepNode) {
        self.workflow = workflow
        self.node = node
    }

    /// The next step: runs with this step's item and value once the item is active, and returns
    /// the next item and value.
    public func onStep<NextActionableItemType, NextValueType>(
        _ onStep: @escaping @MainActor (ActionableItemType, ValueType) async throws -> (NextActionableItemType, NextValueType)
    ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
        let next = StepNode { output in
            guard let item = output.item as? ActionableItemType, let value = output.value as? ValueType else {
                preconditionFailure(
                    "This step expects \(ActionableItemType.self) and \(ValueType.self), but the step before returned \(type(of: output.item)) and \(type(of: output.value))."
                )
            }
            // The step holds its item, so only cancellation ends this wait early. The step starts
            // right after the wait, on the main actor, so it starts while the item is active.
            if let scope = item as? any InteractorScope, !(await scope.waitUntilActive()) {
                throw CancellationError()
            }
            // A run cancelled while its item was already active got `true` from the wait at
            // once; cancelled means no further step, so look before every one.
            try Task.checkCancellation()
            let (nextItem, nextValue) = try await onStep(item, value)
            return StepOutput(item: nextItem, value: nextValue)
        }
        node.addChild(next)
        return Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(workflow: workflow, node: next)
    }

    /// Calls `onError` when this step, or one before it, fails.
    @discardableResult
    public func onError(_ onError: @escaping @MainActor (any Error) -> Void) -> Step {
        node.errorHandlers.append(onError)
        return self
    }

    /// Ends a chain of steps: the workflow completes when the chain's last step finishes and
    /// receives the chain's errors. Returns the workflow, ready to subscribe.
    @discardableResult
    public func commit() -> Workflow<WorkflowActionableItemType> {
        let workflow = self.workflow
        node.commits.append(
            StepNode.Commit(
                onComplete: { [weak workflow] in workflow?.didCompleteIfNotYet() },
                onError: { [weak workflow] error in workflow?.didReceiveError(error) }))
        node.markCommitted()
        workflow.didCommit()
        return workflow
    }

    /// A new chain in `workflow` that continues from this step; the step itself still runs once,
    /// shared by every chain that continues from it.
    public func fork(_ workflow: Workflow<WorkflowActionableItemType>) -> Step {
        workflow.didFork()
        return Step(workflow: workflow, node: node)
    }
}

/// What a step produced, with its types erased so steps of different types can form one tree.
///
/// Unchecked: outputs are made and read on the main actor only, where every step runs; the
/// conformance lets a task group hand one output to several main-actor child tasks.
struct StepOutput: @unchecked Sendable {
    var item: Any
    var value: Any
}

/// A node of the step tree: runs its step once, then every chain that continues from it.
@MainActor
final class StepNode {
    struct Commit {
        var onComplete: @MainActor () -> Void
        var onError: @MainActor (any Error) -> Void
    }

    private let body: (@MainActor (StepOutput) async throws -> StepOutput)?
    var children: [StepNode] = []
    var errorHandlers: [@MainActor (any Error) -> Void] = []
    var commits: [Commit] = []
    /// Whether this node or one after it is committed; steps that lead to no commit never run,
    /// as an unsubscribed Rx chain never did.
    private(set) var leadsToCommit = false
    private weak var parent: StepNode?

    /// The root of a workflow, which runs no step of its own.
    init() {
        body = nil
    }

    init(body: @escaping @MainActor (StepOutput) async throws -> StepOutput) {
        self.body = body
    }

    func addChild(_ child: StepNode) {
        child.parent = self
        children.append(child)
    }

    func markCommitted() {
        leadsToCommit = true
        parent?.markCommitted()
    }

    /// Runs the children that lead to a commit, concurrently, from `output`.
    func runChildren(with output: StepOutput) async {
        let runnable = children.filter(\.leadsToCommit)
        await withTaskGroup(of: Void.self) { group in
            for child in runnable {
                group.addTask { await child.run(from: output) }
            }
        }
    }

    private func run(from input: StepOutput) async {
        guard let body else { return }
        let output: StepOutput
        do {
            output = try await body(input)
            try Task.checkCancellation()
        } catch {
            // A cancelled run is disposed of, as an Rx subscription was: no error is reported.
            guard !Task.isCancelled, !(error is CancellationError) else { return }
            fail(error)
            return
        }
        for commit in commits { commit.onComplete() }
        await runChildren(with: output)
    }

    /// Reports `error` to this step's handlers and to every committed chain through this step.
    private func fail(_ error: any Error) {
        for handler in errorHandlers { handler(error) }
        for commit in commits { commit.onError(error) }
        for child in children where child.leadsToCommit { child.fail(error) }
    }
}
