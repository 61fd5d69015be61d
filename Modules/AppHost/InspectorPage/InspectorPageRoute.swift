/// What the inspector's page server does with a request head: serve the page, open the event
/// stream (a running app's), send a recorded session's steps or one step, or refuse it with a
/// status and the reason. Decided before anything is served, in this order: the Host header
/// (DNS rebinding), the Origin and Sec-Fetch-Site headers (another site's page), the token, the
/// method, the path; a step's number last, against the session's steps.
public enum InspectorPageRoute: Equatable, Sendable {
    case page
    case events
    /// A recorded session's list of steps (`/steps`).
    case steps
    /// One step of a recorded session (`/step?n=N`), its number within the session's.
    case step(Int)
    case refuse(status: Int, reason: String)

    /// What the server serves: a running app's events, or a recorded session of `stepCount` steps.
    public enum Serving: Equatable, Sendable {
        case live
        case session(stepCount: Int)
    }

    /// The longest step number read: more digits than any session's steps can need.
    static let maximumStepDigits = 9

    /// The route for `head`, on a server at 127.0.0.1:`port` with `token`, for a running app.
    public init(head: HTTPRequestHead, token: InspectorToken, port: UInt16) {
        self.init(head: head, token: token, port: port, serving: .live)
    }

    /// The route for `head`, on a server at 127.0.0.1:`port` with `token` that serves `serving`.
    public init(head: HTTPRequestHead, token: InspectorToken, port: UInt16, serving: Serving) {
        // A page another site loaded through a name that resolves to 127.0.0.1 sends that name:
        // only the loopback address with this port is this server. Not localhost either: it may
        // name ::1 first, where another program can listen on the same port and be sent the
        // token, so a browser that was given localhost is told to use the printed URL.
        let host = head.headers["host"]?.lowercased()
        guard host == "127.0.0.1:\(port)" else {
            self = .refuse(
                status: 421,
                reason: "wrong Host header: this inspector answers only to 127.0.0.1:\(port) (the URL MainCLI inspect printed), not localhost")
            return
        }
        // A browser names the page that sent a request: only the inspector's own page may, so a
        // site in another tab (or another program's page on this machine) gets nothing, token or not.
        // Clients that send neither header (curl, the tests) are not browsers, and are served.
        if let origin = head.headers["origin"]?.lowercased(), origin != "http://\(host ?? "")" {
            self = .refuse(status: 403, reason: "cross-origin request: only the inspector's own page may ask for this")
            return
        }
        if let site = head.headers["sec-fetch-site"]?.lowercased(), site == "cross-site" || site == "same-site" {
            self = .refuse(status: 403, reason: "cross-site request: only the inspector's own page may ask for this")
            return
        }
        // The page holds nothing of the app (its events need the token): a reload, whose address
        // no longer has the token since the page took it out, is served the page, which takes
        // the token from its tab's storage.
        if head.method == "GET", head.path == "/", head.query["token"] == nil {
            self = .page
            return
        }
        guard let candidate = head.query["token"], token.matches(candidate.utf8) else {
            self = .refuse(status: 403, reason: "wrong or missing token: open the URL MainCLI inspect printed, token included")
            return
        }
        guard head.method == "GET" else {
            self = .refuse(status: 405, reason: "only GET is served here")
            return
        }
        switch (serving, head.path) {
        case (_, "/"): self = .page
        case (.live, "/events"): self = .events
        case (.live, _): self = .refuse(status: 404, reason: "nothing here: the inspector serves / and /events")
        case (.session, "/steps"): self = .steps
        case (.session(let stepCount), "/step"): self = Self.step(head.query["n"], of: stepCount)
        case (.session, _): self = .refuse(status: 404, reason: "nothing here: the session's inspector serves /, /steps and /step")
        }
    }

    /// Step `text` of a session of `stepCount` steps: decimal digits only (no sign, no space, no
    /// exponent), a number below `stepCount`, or a refusal that says which steps there are.
    private static func step(_ text: String?, of stepCount: Int) -> Self {
        guard let text, !text.isEmpty, text.utf8.count <= maximumStepDigits, text.utf8.allSatisfy({ (48...57).contains($0) }),
            let number = Int(text)
        else {
            return .refuse(status: 400, reason: "n is not a step number: /step?n=N asks for step N, from 0")
        }
        guard number < stepCount else {
            return .refuse(status: 404, reason: "no step \(number): this session's steps are 0 to \(stepCount - 1)")
        }
        return .step(number)
    }

    /// The reason phrase of a status this server sends.
    public static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}
