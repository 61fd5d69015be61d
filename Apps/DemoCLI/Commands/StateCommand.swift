import Foundation

/// `DemoCLI state SCREEN NAME`: a named state of a screen as the JSON that
/// `render --state-file` reads, so a state author starts from a working example.
@MainActor
enum StateCommand {
    /// The state's JSON (pretty-printed, keys sorted), or the reason there is none.
    static func run(screen: String, stateName: String) throws(RenderCommand.Failure) -> String {
        guard let preview = ScreenCatalog.preview(named: screen) else {
            let names = ScreenCatalog.previews.map(\.name).joined(separator: ", ")
            throw RenderCommand.Failure(message: "unknown screen \"\(screen)\"; the screens are: \(names)")
        }
        let data: Data?
        do {
            data = try preview.stateJSON(named: stateName)
        } catch {
            throw RenderCommand.Failure(message: "the state \"\(stateName)\" of \(screen) cannot be written as JSON: \(error)")
        }
        guard let data else {
            let names = preview.stateNames().joined(separator: ", ")
            throw RenderCommand.Failure(message: "unknown state \"\(stateName)\" for \(screen); its states are: \(names)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
