import Dispatch
import Glibc
import Observation

/// Runs screens in the terminal: reads keys, redraws when state changes (at most one frame per
/// batch of input), and gives the terminal back on quit (`q`), Ctrl-C, SIGINT, SIGTERM, SIGHUP,
/// end of input and thrown errors.
@MainActor
public final class ScreenHost {
    /// Why the host stopped, and the exit status that goes with it.
    public enum Exit: Sendable, Equatable {
        case quit
        case interrupted
        case terminated
        case hangUp
        case endOfInput

        /// The process exit status: 0 for a quit, 128 + the signal number for a signal.
        public var status: Int32 {
            switch self {
            case .quit, .endOfInput: 0
            case .interrupted: 128 + SIGINT
            case .terminated: 128 + SIGTERM
            case .hangUp: 128 + SIGHUP
            }
        }
    }

    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    static let escapeTimeout: DispatchTimeInterval = .milliseconds(25)

    private let terminal: TerminalDevice
    private let session = ScreenSession()
    private var frameWriter: FrameWriter
    private var keyDecoder = KeyDecoder()
    private var sources: [any DispatchSourceProtocol] = []
    private var escapeTimer: DispatchWorkItem?
    private var animationTick = 0
    private var isAnimationScheduled = false

    /// How often an animated frame (a turning spinner) is drawn again.
    static let animationInterval: DispatchTimeInterval = .milliseconds(80)
    private var exitContinuation: CheckedContinuation<Exit, Never>?
    private var isRunning = false
    private var isRenderScheduled = false

    /// Creates a host on `terminal` that draws with `colorMode`.
    public init(terminal: TerminalDevice, colorMode: ColorMode) {
        self.terminal = terminal
        self.frameWriter = FrameWriter(colorMode: colorMode)
    }

    /// Shows `viewController` as the root of the screen.
    public func setRoot(_ viewController: ViewController) {
        session.setRoot(viewController)
        setNeedsRender()
    }

    /// Takes over the terminal and runs until the user quits or a signal arrives; the terminal
    /// is restored before this returns, whatever ends the run.
    public func run() async throws(TerminalError) -> Exit {
        try terminal.activate()
        defer { terminal.restore() }
        isRunning = true
        startSources()
        render()
        let exit = await withCheckedContinuation { exitContinuation = $0 }
        isRunning = false
        escapeTimer?.cancel()
        for source in sources { source.cancel() }
        sources.removeAll()
        return exit
    }

    /// Asks for a redraw on the next turn of the main queue; several requests make one redraw.
    public func setNeedsRender() {
        guard !isRenderScheduled, isRunning else { return }
        isRenderScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.isRenderScheduled = false
                self.render()
            }
        }
    }

    private func finish(_ exit: Exit) {
        guard let continuation = exitContinuation else { return }
        exitContinuation = nil
        continuation.resume(returning: exit)
    }

    private func startSources() {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { MainActor.assumeIsolated { self.readInput() } }
        sources.append(input)
        let signals: [(Int32, @MainActor () -> Void)] = [
            (SIGINT, { self.finish(.interrupted) }),
            (SIGTERM, { self.finish(.terminated) }),
            (SIGHUP, { self.finish(.hangUp) }),
            (SIGWINCH, { self.frameWriter.invalidate(); self.render() }),
        ]
        for (number, action) in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { action() } }
            sources.append(source)
        }
        for source in sources { source.resume() }
    }

    private func readInput() {
        let bytes = terminal.readAvailable()
        guard !bytes.isEmpty else {
            finish(.endOfInput)
            return
        }
        escapeTimer?.cancel()
        guard deliver(keyDecoder.decode(bytes)) else { return }
        if keyDecoder.hasPendingInput {
            let timer = DispatchWorkItem {
                MainActor.assumeIsolated {
                    guard self.deliver(self.keyDecoder.flush()) else { return }
                    self.render()
                }
            }
            escapeTimer = timer
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.escapeTimeout, execute: timer)
        }
        render()
    }

    /// Hands keys to the session; returns false once a key ended the run.
    private func deliver(_ keys: [Key]) -> Bool {
        for key in keys where session.handle(key) == .quit {
            finish(key == .control("c") ? .interrupted : .quit)
            return false
        }
        return true
    }

    private func render() {
        guard isRunning else { return }
        let size = terminal.size
        let frame = AnimationTick.$current.withValue(animationTick) {
            withObservationTracking {
                session.frame(size: size)
            } onChange: {
                DispatchQueue.main.async { MainActor.assumeIsolated { self.setNeedsRender() } }
            }
        }
        let output = frameWriter.outputBytes(for: frame)
        if !output.isEmpty { terminal.write(bytes: output) }
        if frame.isAnimated { scheduleAnimationStep() }
    }

    /// Draws the next animation step after a short interval, once per interval however many
    /// frames asked for it.
    private func scheduleAnimationStep() {
        guard !isAnimationScheduled else { return }
        isAnimationScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.animationInterval) {
            MainActor.assumeIsolated {
                self.isAnimationScheduled = false
                self.animationTick &+= 1
                self.render()
            }
        }
    }
}
