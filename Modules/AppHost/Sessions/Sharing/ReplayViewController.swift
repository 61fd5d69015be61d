import DesignSystem
import Resources

/// The screen of `MainCLI replay FILE`: the replayed app's frame as the app draws it now, and
/// under it a line with the step, the time and how the replay goes. The keys are the replay's:
/// Space pauses and goes on, `n` or → runs the next step, `q` ends the replay.
@MainActor
final class ReplayViewController: ViewController {
    private let replay: LiveReplay

    init(replay: LiveReplay) {
        self.replay = replay
        super.init()
    }

    override var title: String { R.string.replay.title() }

    override var keyHints: [KeyHint] {
        [
            KeyHint(key: "Space", label: replay.isPaused ? R.string.replay.hintPlay() : R.string.replay.hintPause()),
            KeyHint(key: "n/→", label: R.string.replay.hintNext()),
        ]
    }

    override func body() -> any Widget {
        ReplayViewerBody(frame: replay.frame, status: replay.statusLine)
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character(" "):
            replay.togglePause()
        case .character("n"), .right:
            replay.runNextStep()
        default:
            return false
        }
        return true
    }
}

/// The replayed frame from the top, and the replay's line at the bottom of the area.
struct ReplayViewerBody: Widget {
    var frame: CellBuffer
    var status: String

    func size(fitting proposal: Size) -> Size { proposal }

    func render(in area: Rect, buffer: inout CellBuffer) {
        guard area.height > 0 else { return }
        let pictureHeight = max(0, area.height - 1)
        buffer.paste(frame, in: Rect(x: area.x, y: area.y, width: area.width, height: pictureHeight))
        let line = Rect(x: area.x, y: area.y + pictureHeight, width: area.width, height: 1)
        buffer.fill(line, style: Style(foreground: .text, background: .selection))
        // The palette's selected-row pair, which the contrast audit holds to 4.5:1 in both themes.
        Text(status, style: Style(foreground: .text, background: .selection, bold: true), wraps: false).render(in: line.inset(leading: 1), buffer: &buffer)
    }
}
