/// A leak the detector found: an object still alive, or a view still on screen, after its time.
public struct LeakReport: Sendable, Equatable, CustomStringConvertible {
    /// What was expected of the object.
    public enum Kind: Sendable, Equatable {
        /// The object was to be deallocated after its RIB was detached.
        case deallocation
        /// The view was to leave the screen after its RIB was detached.
        case viewControllerDisappearance
    }

    /// What was expected.
    public var kind: Kind
    /// The object's type and identity, as `type(of:)` and the object identifier print them.
    public var object: String
    /// How long the detector waited.
    public var time: Duration

    /// The report as a sentence.
    public var description: String {
        switch kind {
        case .deallocation: "\(object) was not deallocated within \(time)."
        case .viewControllerDisappearance: "\(object) was still on screen \(time) after its RIB was detached."
        }
    }
}
