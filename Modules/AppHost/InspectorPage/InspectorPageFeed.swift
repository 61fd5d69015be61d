import Dispatch
import Synchronization
import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `MainCLI inspect` knows of the app, and the pages following it: each line from the app
/// becomes Server-Sent Events for every page, and a page that connects later is first sent the
/// tree, the screens' states, the frame and the log so far.
///
/// The log keeps the last ``logCapacity`` entries; each page's queue is bounded too
/// (``EventStreamClient``), so a slow page loses entries and nothing else waits for it.
public final class InspectorPageFeed: Sendable {
    /// The log entries a page that connects is sent first.
    public static let logCapacity = 500
    /// The most pages following at once.
    public static let maximumPages = 8

    private struct State {
        var tree: [UInt8]?
        /// The state of each screen of the tree, by its model.
        var states: [String: InspectorJSON] = [:]
        var stateEvents: [String: [UInt8]] = [:]
        var frame: [UInt8]?
        var log: [[UInt8]] = []
        var pages: [ObjectIdentifier: EventStreamClient] = [:]
        /// The `end` event, once the inspection is over.
        var ending: [UInt8]?
        /// Told when the last page has gone after the end, so ``waitForPages(for:)`` returns.
        var onLastPageGone: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    /// A feed with nothing yet.
    public init() {}

    /// How many pages follow now.
    public var pageCount: Int { state.withLock { $0.pages.count } }

    // MARK: The page's events

    private struct TreeEvent: Encodable {
        var time: Double
        var tree: RIBTreeSnapshot?
        var changes: [RIBTreeChange]
        var screens: [ScreenEntry]
    }

    private struct ScreenEntry: Encodable {
        var path: String
        var screen: String
        var model: String
    }

    private struct StateEvent: Encodable {
        var screen: String
        var model: String
        var state: InspectorJSON?
    }

    private struct LogEvent: Encodable {
        var time: Double
        var kind: String
        var screen: String?
        var text: String
    }

    private struct FrameEvent: Encodable {
        var time: Double
        var svg: String
    }

    private static func event(_ name: String, _ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Our own values always encode; JSON on one line, as a `data:` line must be.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return Array("event: \(name)\ndata: ".utf8) + Array(data) + Array("\n\n".utf8)
    }

    /// Takes one line from the app.
    public func apply(_ line: InspectorLine) {
        var events: [(bytes: [UInt8], isFrame: Bool)] = []
        let pages = state.withLock { state -> [EventStreamClient] in
            switch line.kind {
            case .hello, .end: break
            case .tree:
                let screens = line.screens ?? []
                let tree = Self.event(
                    "tree",
                    TreeEvent(
                        time: line.time, tree: line.tree, changes: line.changes ?? [],
                        screens: screens.map { ScreenEntry(path: $0.path, screen: $0.screen, model: $0.model) }))
                state.tree = tree
                events.append((tree, false))
                // Screens that left the tree are forgotten, so the feed holds only the tree's.
                let models = Set(screens.map(\.model))
                state.states = state.states.filter { models.contains($0.key) }
                state.stateEvents = state.stateEvents.filter { models.contains($0.key) }
                for screen in screens {
                    state.states[screen.model] = screen.state
                    let event = Self.event("state", StateEvent(screen: screen.screen, model: screen.model, state: screen.state))
                    state.stateEvents[screen.model] = event
                    events.append((event, false))
                }
                for change in line.changes ?? [] where change.kind == .attached || change.kind == .detached {
                    events.append((Self.log(&state, LogEvent(time: line.time, kind: "tree", text: change.description)), false))
                }
            case .state:
                let model = line.model ?? ""
                let changes = line.state.map { $0.changes(from: state.states[model]) } ?? []
                if let new = line.state, state.stateEvents[model] != nil || state.states.count < 256 {
                    state.states[model] = new
                    let event = Self.event("state", StateEvent(screen: line.screen ?? "", model: model, state: new))
                    state.stateEvents[model] = event
                    events.append((event, false))
                }
                let text = changes.isEmpty ? "(no change)" : changes.joined(separator: "; ")
                events.append((Self.log(&state, LogEvent(time: line.time, kind: "state", screen: line.screen, text: text)), false))
            case .action, .link, .step:
                events.append(
                    (Self.log(&state, LogEvent(time: line.time, kind: line.kind.rawValue, screen: line.screen, text: line.text ?? "")), false))
            case .lost:
                let text = "the app dropped \(line.count ?? 0) events: this inspector fell behind"
                events.append((Self.log(&state, LogEvent(time: line.time, kind: "lost", text: text)), false))
            case .frame:
                guard let svg = line.svg else { break }
                let frame = Self.event("frame", FrameEvent(time: line.time, svg: svg))
                state.frame = frame
                events.append((frame, true))
            }
            return Array(state.pages.values)
        }
        for page in pages {
            for event in events { if event.isFrame { page.replaceLatest(event.bytes) } else { page.append(event.bytes) } }
        }
    }

    private static func log(_ state: inout State, _ entry: LogEvent) -> [UInt8] {
        let event = Self.event("log", entry)
        state.log.append(event)
        if state.log.count > logCapacity { state.log.removeFirst(state.log.count - logCapacity) }
        return event
    }

    /// Why the inspection ended, as the page says it.
    public enum Ending: Equatable, Sendable {
        /// The app quit (or was killed).
        case appQuit
        /// The app dropped the inspector, for the reason given (a sentence).
        case dropped(String)
        /// `inspect` was ended (q or Ctrl-C) while the app runs on.
        case inspectorStopped

        var reason: String {
            switch self {
            case .appQuit: "quit"
            case .dropped: "dropped"
            case .inspectorStopped: "stopped"
            }
        }

        var text: String {
            switch self {
            case .appQuit: "the app quit"
            case .dropped(let why): "the app dropped this inspector: \(why)"
            case .inspectorStopped: "the inspector was stopped; the app runs on"
            }
        }
    }

    private struct EndEvent: Encodable {
        var reason: String
        var text: String
    }

    /// The inspection is over: every page is told why, and the streams end once it is sent.
    /// A page that connects later is told at once. The first ending is the one kept.
    public func end(_ ending: Ending = .appQuit) {
        let event = Self.event("end", EndEvent(reason: ending.reason, text: ending.text))
        let (pages, ending) = state.withLock { state in
            if state.ending == nil { state.ending = event }
            return (Array(state.pages.values), state.ending ?? event)
        }
        for page in pages {
            page.append(ending)
            page.finish()
        }
    }

    /// After ``end(_:)``: waits until every page's stream has sent its last event and closed,
    /// or `timeout` has passed; whether they all did. Call it from one thread at a time.
    public func waitForPages(for timeout: Duration) -> Bool {
        let gone = DispatchSemaphore(value: 0)
        let waits = state.withLock { state -> Bool in
            guard !state.pages.isEmpty else { return false }
            state.onLastPageGone = { gone.signal() }
            return true
        }
        guard waits else { return true }
        let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        let done = gone.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success
        state.withLock { $0.onLastPageGone = nil }
        return done
    }

    /// A new page, sent what is known first; nil past ``maximumPages`` or without a pipe.
    func subscribe() -> EventStreamClient? {
        guard let wakePipe = WakePipe.make() else { return nil }
        // Made under the lock with what is known, so no newer event can reach it before the replay.
        let page = state.withLock { state -> EventStreamClient? in
            guard state.pages.count < Self.maximumPages else { return nil }
            var events = [state.tree].compactMap { $0 } + Array(state.stateEvents.values) + state.log
            if let ending = state.ending { events.append(ending) }
            let page = EventStreamClient(wakePipe: wakePipe, events: events, frame: state.frame, isFinished: state.ending != nil)
            state.pages[ObjectIdentifier(page)] = page
            return page
        }
        if page == nil { wakePipe.close() }
        return page
    }

    func unsubscribe(_ page: EventStreamClient) {
        let onLastPageGone = state.withLock { state -> (@Sendable () -> Void)? in
            state.pages.removeValue(forKey: ObjectIdentifier(page))
            guard state.pages.isEmpty, state.ending != nil else { return nil }
            defer { state.onLastPageGone = nil }
            return state.onLastPageGone
        }
        // Outside the lock: nothing is called while it is held.
        onLastPageGone?()
    }
}
