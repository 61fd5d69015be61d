import Dispatch
import SystemCalls

/// Runs screens in the terminal: reads keys, draws one frame per batch of input or state change,
/// suspends on Ctrl-Z and SIGTSTP and comes back on SIGCONT, and gives the terminal back on quit
/// (`q`), Ctrl-C, SIGINT, SIGTERM, SIGHUP, SIGQUIT, a hang-up and thrown errors. Output never
/// blocks it, so signals are acted on even when the terminal stops reading.
@MainActor
public final class ScreenHost {
    /// How often an animated frame (a turning spinner) is drawn again.
    static let animationInterval: DispatchTimeInterval = .milliseconds(80)

    let terminal: TerminalDevice
    let session = ScreenSession()
    var frameWriter: FrameWriter
    private let timeouts: InputTimeouts
    private var keyDecoder = KeyDecoder()
    var sources: [any DispatchSourceProtocol] = []
    private var inputTimer: DispatchWorkItem?
    private var animationTick = 0
    private var isAnimationScheduled = false
    private var exitContinuation: CheckedContinuation<Exit, Never>?
    /// Counts runs, so that a cancellation meant for one run cannot end a later one.
    private(set) var runNumber = 0
    /// Whether ``run()`` is going on.
    public private(set) var isRunning = false
    var isSuspended = false
    /// Whether the terminal window has the focus, as focus reports (mode 1004) say; while it
    /// has not, animations draw no frames.
    var isWindowFocused = true
    private var isRenderScheduled = false
    private var needsRenderAfterDrain = false
    /// Counts frames built, so that the launch's second frame is skipped once a key drew one.
    private var framesBuilt = 0
    /// What the last frame read, watched so that its change draws the next one.
    private let frameObservation = FrameObservation()
    /// The per-stage timing of answers to input, when the environment asks for it; nil otherwise.
    private let stageTrace = FrameStageTrace.fromEnvironment()
    /// Whether a run asks the terminal its background when it starts, and draws with the palette
    /// of ``Theme/current`` that fits the answer (see ``Appearance/init(background:)``). Set
    /// before ``run()``; the first frame is drawn with the current appearance, never held back
    /// for the answer. Off by default, and never asked without colour.
    public var detectsAppearance = false
    /// How long a run waits for the terminal to say its background; an answer that comes later
    /// is ignored, and the appearance stays what it was (a terminal that does not know the query
    /// never answers). Terminals answer within milliseconds, over SSH within a round trip; the
    /// wait costs nothing, since no frame waits for it, so it is long enough for a slow link or
    /// a busy machine.
    public static let appearanceQueryTimeout: DispatchTimeInterval = .seconds(5)
    /// Whether the answer to the background query may still come.
    private(set) var isAwaitingBackground = false
    /// Whether a run asks the terminal for theme reports (mode 2031, through DECRQM), turns them
    /// on where it has them, and draws in the palette of ``Theme/current`` that each report
    /// names. Set before ``run()``, only when the user did not choose the theme; off by default,
    /// and never asked without colour.
    public var followsThemeReports = false
    /// How a run picks the width rule of emoji ZWJ sequences (``GraphemeWidthRule``), which it
    /// sets before the first frame. ``GraphemeWidthChoice/auto`` asks the terminal (mode 2027,
    /// through DECRQM), lays out by code points until it says it clusters, then turns
    /// clustering on and redraws. Set before ``run()``; ``GraphemeWidthChoice/clusters`` (today's
    /// rule, nothing asked) by default.
    public var graphemeWidths = GraphemeWidthChoice.clusters
    /// The modes asked about whose answer may still come.
    var awaitedModes: Set<Int> = []
    /// Whether runs ask for the kitty keyboard protocol (``usesKittyKeyboard``), and how far this run got.
    var wantsKittyKeyboard = false
    var kittyKeyboard = KittyKeyboardNegotiation()
    /// Told of every frame built, after its bytes went to the terminal, in the order they were
    /// added (an inspector while attached, a recorder); with none, a frame pays one check.
    var frameObservers: [(token: FrameObserverToken, observe: @MainActor (CellBuffer) -> Void)] = []
    var frameObserverCount = 0
    /// Told of every key the screens are given, every resize, suspend and resume, and every
    /// change of appearance the terminal's answers make; nil when nobody records, so input pays one check.
    public var inputObserver: (@MainActor (ScreenHostInput) -> Void)?
    /// Whether the input observer was told of a suspend whose resume it has not been told of.
    var isSuspendObserved = false

    /// Creates a host on `terminal` that draws with `colorMode`; the escape timeout comes from
    /// `ESCDELAY` unless `timeouts` are given.
    public init(terminal: TerminalDevice, colorMode: ColorMode, timeouts: InputTimeouts = .fromProcessEnvironment) {
        self.terminal = terminal
        self.frameWriter = FrameWriter(colorMode: colorMode)
        self.timeouts = timeouts
    }

    /// Shows `viewController` as the root of the screen.
    public func setRoot(_ viewController: ViewController) {
        session.setRoot(viewController)
        setNeedsRender()
    }

    /// Takes over the terminal and runs until the user quits, a signal arrives or the calling
    /// task is cancelled; the terminal is restored before this returns, whatever ends the run.
    /// A host runs once at a time: a second `run()` while one is going throws
    /// ``TerminalError/alreadyRunning`` and leaves the first alone.
    public func run() async throws(TerminalError) -> Exit {
        guard !isRunning, exitContinuation == nil else { throw .alreadyRunning }
        // The signals are caught before the terminal changes: one that comes while it is taken
        // waits in the relay's pipe and ends the run after the first frame, with the terminal
        // given back, instead of ending the process with the terminal raw.
        let signals = startSignalRelay()
        prepareModes()
        do throws(TerminalError) {
            try terminal.activate()
        } catch {
            signals.stop()
            throw error
        }
        defer { terminal.restore() }
        isRunning = true
        runNumber += 1
        terminal.output.onDrained = { [unowned self] in
            guard needsRenderAfterDrain else { return }
            needsRenderAfterDrain = false
            render()
        }
        // The first frame as soon as it can be: before the sources (dispatch starts a thread for
        // the first one; a key typed or a signal sent meanwhile waits in the terminal or in the
        // relay's pipe) and without observing the state (Observation's first tracking sets up
        // generic tables of its own, about 0.3 ms of a launch). The frame that observes it comes
        // on the main queue's next turn: it draws what the first one drew, so it writes nothing,
        // unless the state changed in between, which it then shows.
        render(observing: false)
        askForBackground()
        askForModes()
        askForKittyKeyboard()
        signals.deliver()
        startSources()
        let unobserved = framesBuilt
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                // A frame built since (a key's) observes the state already.
                guard self.framesBuilt == unobserved else { return }
                self.render()
            }
        }
        let thisRun = runNumber
        let exit = await withTaskCancellationHandler {
            await withCheckedContinuation { exitContinuation = $0 }
        } onCancel: {
            // Runs on the cancelling thread, maybe while that task's lock is held: only hand
            // the end over to the main queue, where the run lives.
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard self.runNumber == thisRun else { return }
                    self.finish(.cancelled)
                }
            }
        }
        signals.stop()
        stageTrace?.save()
        isRunning = false
        frameObservation.stop()
        inputTimer?.cancel()
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

    func finish(_ exit: Exit) {
        guard let continuation = exitContinuation else { return }
        exitContinuation = nil
        // No frame after the decision to leave, even for a change the last key made.
        isRunning = false
        continuation.resume(returning: exit)
    }

    private func startSources() {
        let input = DispatchSource.makeReadSource(fileDescriptor: terminal.inputDescriptor, queue: .main)
        input.setEventHandler { MainActor.assumeIsolated { self.readInput() } }
        sources.append(input)
        for source in sources { source.resume() }
    }

    private func readInput() {
        // A read event queued before the app stopped (the answer to the status query sent on
        // the way out wakes the source after the drain has read it) can run after `fg`, ahead
        // of the SIGCONT relay, with the terminal still cooked: the read never waits, so it
        // finds nothing and the relay takes the terminal back next. Taking it back here instead
        // would be wrong when the stop itself has not yet reached this thread (SIGSTOP sent to
        // the process is acted on by whichever thread takes it), which would redraw on a
        // terminal the app is giving back.
        switch terminal.read() {
        case .bytes(let bytes):
            stageTrace?.beginRead()
            defer { stageTrace?.endRead() }
            inputTimer?.cancel()
            let keys = keyDecoder.decode(bytes)
            stageTrace?.mark(.decoded)
            if let background = keyDecoder.takeBackgroundColor() { backgroundReported(background) }
            takeModeReplies(from: &keyDecoder)
            let replies = keyDecoder.takeTerminalReplies()
            if !replies.isEmpty { terminalReplied(replies) }
            guard deliver(keys) else { return }
            stageTrace?.mark(.dispatched)
            scheduleInputTimer()
            // Bytes that made no key (most of a paste, a partial sequence) change nothing on screen.
            if !keys.isEmpty { render() }
        case .nothing:
            return
        case .inBackground:
            waitForForeground()
        case .hungUp:
            finish(.hangUp)
        }
    }

    /// Sends the background query after the first frame, when the app wants the appearance
    /// detected, and stops waiting for its answer after ``appearanceQueryTimeout``.
    private func askForBackground() {
        guard detectsAppearance, frameWriter.colorMode != .none else { return }
        isAwaitingBackground = true
        terminal.write(bytes: Self.backgroundQuery)
        let thisRun = runNumber
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.appearanceQueryTimeout) {
            MainActor.assumeIsolated { self.stopAwaitingBackground(run: thisRun, retries: 50) }
        }
    }

    /// Ends the wait for the background's answer, unless input waits to be read that may be the
    /// answer, in time (the app was busy): that is read first, 10 ms at a time, a bounded number
    /// of times (input that cannot be read, in the background, must not keep the wait going).
    private func stopAwaitingBackground(run: Int, retries: Int) {
        guard runNumber == run, isAwaitingBackground else { return }
        if retries > 0, terminal.hasInputReady {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
                MainActor.assumeIsolated { self.stopAwaitingBackground(run: run, retries: retries - 1) }
            }
            return
        }
        isAwaitingBackground = false
    }

    /// OSC 11 with `?`: "what is your background colour?", ended by ST (ESC and a backslash), the ending
    /// ECMA-48 gives a command string (xterm answers with the ending it was asked with; the
    /// decoder takes either). Not BEL: a bell byte in the output would ring where the query is
    /// not understood.
    private static let backgroundQuery = Array("\u{1B}]11;?\u{1B}\\".utf8)

    /// The terminal said its background: the palette that fits it is drawn from now on, the
    /// whole screen again if it changed.
    private func backgroundReported(_ background: RGBColor) {
        guard isAwaitingBackground else { return }
        isAwaitingBackground = false
        let appearance = Appearance(background: background)
        guard Theme.current.appearance != appearance else { return }
        Theme.current.appearance = appearance
        if let inputObserver { inputObserver(.appearance(appearance)) }
        themeDidChange()
    }

    /// Draws the whole screen again in the colours of ``Theme/current``: call it after changing
    /// the theme while the host runs (the writer forgets the escape sequences it had made for
    /// the old palette).
    public func themeDidChange() {
        frameWriter.invalidate()
        render()
    }

    /// Settles ambiguous input once no byte came for a while: a lone ESC after the escape
    /// timeout, an unterminated paste after a quiet period.
    private func scheduleInputTimer() {
        let delay: DispatchTimeInterval
        if keyDecoder.isAwaitingEscapeTimeout {
            delay = timeouts.escape
        } else if keyDecoder.isInPaste {
            delay = timeouts.pasteQuiet
        } else {
            return
        }
        let timer = DispatchWorkItem {
            MainActor.assumeIsolated {
                // Input that waited while the app was busy is not silence: read it first.
                guard !self.terminal.hasInputReady else { return self.scheduleInputTimer() }
                let keys = self.keyDecoder.isInPaste ? self.keyDecoder.endPaste() : self.keyDecoder.flushEscape()
                guard self.deliver(keys) else { return }
                self.render()
            }
        }
        inputTimer = timer
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: timer)
    }

    /// Hands keys to the session; returns false once a key ended the run or stopped the app.
    private func deliver(_ keys: [Key]) -> Bool {
        let isTooSmall = isTooSmall(terminal.size)
        for key in keys {
            if case .focus(let focused) = key {
                isWindowFocused = focused
                if let inputObserver { inputObserver(.key(key)) }
                continue
            }
            if key == .control("z") {
                // Raw mode turned ISIG off, so the host does what the terminal would: SIGTSTP to
                // the foreground job, which the SIGTSTP handler answers by suspending.
                ProcessSignals.sendTerminalStopToGroup()
                return false
            }
            // Told before the screens act on it, so that a recording has the key before what it caused.
            if let inputObserver { inputObserver(.key(key)) }
            // While the "too small" message is shown, the screen under it gets no keys.
            if isTooSmall, key != .control("c") { continue }
            if session.handle(key) == .quit {
                finish(key == .control("c") ? .interrupted : .quit)
                return false
            }
        }
        return true
    }

    private func isTooSmall(_ size: Size) -> Bool {
        size.width < ScreenLayout.minimumSize.width || size.height < ScreenLayout.minimumSize.height
    }

    /// Builds and sends a frame, unless the terminal has not read the last one yet: then the
    /// latest state is drawn once it has (intermediate frames are dropped, never queued).
    /// `observing` (all but a run's first frame) draws it under Observation's tracking, so that
    /// a change to what it read asks for the next frame.
    func render(observing: Bool = true) {
        guard isRunning, !isSuspended else { return }
        guard !terminal.output.hasPendingBytes else {
            needsRenderAfterDrain = true
            return
        }
        let size = terminal.size
        framesBuilt &+= 1
        let frame = AnimationTick.$current.withValue(animationTick) {
            guard observing else { return session.frame(size: size) }
            // A frame built since the change already shows it (keys render at once): the
            // observation then tells nobody.
            return frameObservation.watch {
                session.frame(size: size)
            } onChange: {
                self.setNeedsRender()
            }
        }
        stageTrace?.mark(.rendered)
        let output = frameWriter.outputBytes(for: frame)
        stageTrace?.mark(.diffed)
        if !output.isEmpty { terminal.write(bytes: output) }
        stageTrace?.mark(.written)
        if !frameObservers.isEmpty { for observer in frameObservers { observer.observe(frame) } }
        // No animation in accessible mode (spinners stand still) or in a window without focus.
        if frame.isAnimated, !session.isAccessible, isWindowFocused { scheduleAnimationStep() }
    }

    /// Draws the next animation step after a short interval, once per interval however many
    /// frames asked for it.
    private func scheduleAnimationStep() {
        guard !isAnimationScheduled else { return }
        isAnimationScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.animationInterval) {
            MainActor.assumeIsolated {
                self.isAnimationScheduled = false
                // The focus went away since this step was planned: no frame for it.
                guard self.isWindowFocused else { return }
                self.animationTick &+= 1
                self.render()
            }
        }
    }
}
