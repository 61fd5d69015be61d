import DesignSystem

/// A recorded session replayed step by step, as `MainCLI inspect --session` shows it: for every
/// step, the tree, the screen and what happened, as they were once the step had settled.
///
/// A value, made on the main actor by the replay and then only read, so the page server's
/// threads can serve any step while the main actor does nothing.
public struct SessionTimeline: Sendable {
    /// One step: an input of the recording (step 0 is the launch) and what the app did after it.
    public struct Step: Sendable {
        /// The step's number, from 0.
        public var index: Int
        /// Seconds from the start of the session.
        public var time: Double
        /// What caused it, as a person reads it: `launch`, `key "enter"`, `resize 80x24`.
        public var cause: String
        /// The tree once the step had settled.
        public var tree: RIBTreeSnapshot
        /// The screen once the step had settled.
        public var frame: CellBuffer
        /// What the app did in the step, one line each: actions, state changes, tree changes.
        public var log: [String]

        /// Creates a step from its parts.
        public init(index: Int, time: Double, cause: String, tree: RIBTreeSnapshot, frame: CellBuffer, log: [String]) {
            self.index = index
            self.time = time
            self.cause = cause
            self.tree = tree
            self.frame = frame
            self.log = log
        }
    }

    /// What the page's title names: the file, and when and by which version it was recorded.
    public var title: String
    /// The steps, in order; never empty (the launch is step 0).
    public var steps: [Step]

    /// Creates a timeline from its parts.
    public init(title: String, steps: [Step]) {
        self.title = title
        self.steps = steps
    }
}
