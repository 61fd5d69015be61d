import Foundation
import Resources

/// `DemoCLI state SCREEN NAME`: a named state of a screen as the JSON that
/// `render --state-file` reads, so a state author starts from a working example.
@MainActor
enum StateCommand {
    /// The state's JSON (pretty-printed, keys sorted), or the reason there is none.
    static func run(screen: String, stateName: String) throws(RenderCommand.Failure) -> String {
        guard let preview = ScreenCatalog.preview(named: screen) else {
            let names = ScreenCatalog.previews.map(\.name).joined(separator: ", ")
            throw RenderCommand.Failure(message: R.string.demo.errorUnknownScreen(screen, names))
        }
        let data: Data?
        do {
            data = try preview.stateJSON(named: stateName)
        } catch {
            throw RenderCommand.Failure(message: R.string.demo.errorStateNotEncodable(stateName, screen, "\(error)"))
        }
        guard let data else {
            let names = preview.stateNames().joined(separator: ", ")
            throw RenderCommand.Failure(message: R.string.demo.errorUnknownState(stateName, screen, names))
        }
        return String(decoding: data, as: UTF8.self)
    }
}
