import DesignSystem
import Foundation
import Resources

/// `DemoCLI render`: draws one screen in one state and returns the frame as lines of text,
/// exactly `height` lines none wider than `width` columns: plain, or with `--ansi` with their
/// colours and attributes as SGR sequences; or with `--svg` as a picture.
@MainActor
enum RenderCommand {
    /// Why a frame could not be drawn, worded for the person who typed the command.
    struct Failure: Error, Equatable {
        var message: String
    }

    /// The frame's lines; with `request.isANSI`, coloured for `colorMode`.
    static func run(_ request: RenderRequest, colorMode: ColorMode = .trueColor) throws(Failure) -> [String] {
        let frame = try frame(request)
        return request.isANSI ? frame.ansiLines(colorMode: colorMode) : frame.plainTextLines
    }

    /// The frame as an SVG picture (`--svg`), titled with the screen and the state.
    static func svg(_ request: RenderRequest) throws(Failure) -> String {
        let title = "\(request.screen) · \(request.stateName ?? request.stateFile ?? "default")"
        return SVGImage(try frame(request), title: title).text
    }

    /// The frame the request asks for, as the cell buffer every output format encodes.
    static func frame(_ request: RenderRequest) throws(Failure) -> CellBuffer {
        guard let preview = ScreenCatalog.preview(named: request.screen) else {
            let names = ScreenCatalog.previews.map(\.name).joined(separator: ", ")
            throw Failure(message: R.string.demo.errorUnknownScreen(request.screen, names))
        }
        let screen = try makeScreen(preview, request)
        let frame = ScreenLayout.frame(
            for: screen.viewController, size: DesignSystem.Size(width: request.width, height: request.height),
            globalHints: ScreenLayout.hostHints, isAccessible: request.isAccessible)
        return request.charset == .ascii ? frame.asciiOnly() : frame
    }

    private static func makeScreen(_ preview: AnyScreenPreview, _ request: RenderRequest) throws(Failure) -> PreviewScreen {
        if let path = request.stateFile {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Failure(message: R.string.demo.errorUnreadableStateFile(path))
            }
            do {
                return try preview.makeScreen(stateJSON: data)
            } catch {
                throw Failure(
                    message: R.string.demo.errorNotAState(
                        path, preview.name, DecodingErrorMessage.describe(error)))
            }
        }
        let names = preview.stateNames()
        let name = request.stateName ?? names[0]
        guard let screen = preview.makeScreen(stateNamed: name) else {
            throw Failure(message: R.string.demo.errorUnknownState(name, preview.name, names.joined(separator: ", ")))
        }
        return screen
    }
}
