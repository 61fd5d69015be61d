/// Why a replay could not start.
public enum SessionReplayError: Error, Equatable, CustomStringConvertible {
    /// The temporary data directory could not be made or filled.
    case dataDirectory(String)

    public var description: String {
        switch self {
        case .dataDirectory(let reason): "cannot prepare the replay's data directory: \(reason)"
        }
    }
}
