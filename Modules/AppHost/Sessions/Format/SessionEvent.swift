import DesignSystem

/// One line after the header: an input the replay delivers, a supply it serves when the app
/// asks, or an output it compares, at its time since the start.
public struct SessionEvent: Equatable, Sendable {
    /// Seconds since the recording started, to the millisecond.
    public var time: Double
    /// What happened.
    public var kind: Kind

    /// Creates an event; the time is kept to the millisecond, as the file holds it.
    public init(time: Double, kind: Kind) {
        self.time = time.isFinite ? (time * 1000).rounded() / 1000 : time
        self.kind = kind
    }

    /// Every kind of event of format version 1.
    public enum Kind: Equatable, Sendable {
        /// Input: one delivered key (a paste is one key).
        case key(Key)
        /// Input: the terminal's new size.
        case resize(width: Int, height: Int)
        /// Input: the app was stopped (Ctrl-Z) and came back (`fg`).
        case suspend, resume
        /// Input: a link from the instance socket or `--open`.
        case link(url: String)
        /// Input: the terminal's answer changed the palette (`light` or `dark`).
        case appearance(String)
        /// Input: the app told the user that links from outside will not reach it (another
        /// MainCLI has the channel), in the user's language. Told before the launch, it joins the
        /// launch's step; the replay tells its own app the same.
        case linkChannel(message: String)
        /// Supply: a random draw the logic made.
        case draw(SessionDraw)
        /// Supply: a reading of the calendar day (`2026-12-05`).
        case today(String)
        /// Supply: an HTTP request and what answered it.
        case http(SessionExchange)
        /// Supply: what a copy to the clipboard did.
        case clipboard(outcome: String)
        /// Output: a screen sent an action (`String(describing:)`).
        case action(screen: String, model: Int, action: String)
        /// Output: a screen was given a state.
        case state(screen: String, model: Int, state: SessionState)
        /// Output: the RIB tree changed.
        case tree([RIBTreeChange])
        /// Output: a frame was drawn; its plain text's digest (``SessionFrameDigest``).
        case frame(digest: String)
        /// The last line: how the app ended and the last frame's text, whole.
        case end(exit: Int, frame: [String])

        /// The name the file gives the kind (its `e`).
        public var name: String {
            switch self {
            case .key: "key"
            case .resize: "resize"
            case .suspend: "suspend"
            case .resume: "resume"
            case .link: "link"
            case .appearance: "appearance"
            case .linkChannel: "linkChannel"
            case .draw: "draw"
            case .today: "today"
            case .http: "http"
            case .clipboard: "clipboard"
            case .action: "action"
            case .state: "state"
            case .tree: "tree"
            case .frame: "frame"
            case .end: "end"
            }
        }

        /// Whether the replay delivers it (a step begins with each).
        public var isInput: Bool {
            switch self {
            case .key, .resize, .suspend, .resume, .link, .appearance, .linkChannel: true
            default: false
            }
        }

        /// Whether the replay serves it when the app asks.
        public var isSupply: Bool {
            switch self {
            case .draw, .today, .http, .clipboard: true
            default: false
            }
        }
    }
}

/// A random draw: what it was for, its range, and what came out.
public struct SessionDraw: Codable, Equatable, Sendable {
    /// `luckyNumber`, `cardReference` or `orderNumber`.
    public var purpose: String
    /// The smallest value it could draw.
    public var low: Int
    /// The largest value it could draw.
    public var high: Int
    /// What it drew.
    public var value: Int

    /// Creates a draw.
    public init(purpose: String, low: Int, high: Int, value: Int) {
        self.purpose = purpose
        self.low = low
        self.high = high
        self.value = value
    }
}

/// An HTTP request and its answer: a response, or the failure's name.
public struct SessionExchange: Equatable, Sendable {
    /// `GET`, `POST`, …
    public var method: String
    /// The whole URL, without user info.
    public var url: String
    /// The request's body as text, when it had one.
    public var body: String?
    /// The response's status; nil when the request failed.
    public var status: Int?
    /// The response's headers, names lowercased, never `authorization` or a cookie.
    public var headers: [String: String]
    /// The response's body.
    public var response: Response?
    /// Why the request failed (`timeout`, …); nil when it was answered.
    public var error: String?

    /// A response's body: text, or bytes when it was not UTF-8 (written as `responseBase64`).
    public enum Response: Equatable, Sendable {
        case text(String)
        case bytes([UInt8])
    }

    /// Creates an exchange.
    public init(method: String, url: String, body: String?, status: Int?, headers: [String: String], response: Response?, error: String?) {
        self.method = method
        self.url = url
        self.body = body
        self.status = status
        self.headers = headers
        self.response = response
        self.error = error
    }
}

/// A screen's state as a line holds it: whole, or as the top-level fields that changed since the
/// same model's previous state (the reader turns the second form back into the first).
public enum SessionState: Equatable, Sendable {
    /// The whole state.
    case full(InspectorJSON)
    /// The fields that differ from the model's previous state, and the names of those it lost.
    case delta(changed: [String: InspectorJSON], removed: [String])
}
