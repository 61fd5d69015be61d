import DesignSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The event as one flat JSON object: `t` and `e`, then the kind's own fields.
extension SessionEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case t, e, key, width, height, url, value, purpose, low, high, method, body, status, headers, response, responseBase64, error, outcome,
            screen, model, action, state, changed, removed, changes, digest, exit, frame, message
    }

    /// A paste, written as an object so that it never reads as a key's name.
    private struct Paste: Codable {
        var paste: String
    }

    /// Why a line that is JSON is still not an event.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        /// What was wrong, in a few words.
        public var description: String
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let time = try container.decode(Double.self, forKey: .t)
        let name = try container.decode(String.self, forKey: .e)
        let kind: Kind
        switch name {
        case "key":
            if let text = try? container.decode(String.self, forKey: .key) {
                guard let key = SessionKeyText.key(for: text) else { throw Refusal(description: "unknown key \(SessionReadError.quoted(text))") }
                kind = .key(key)
            } else {
                kind = .key(.paste(try container.decode(Paste.self, forKey: .key).paste))
            }
        case "resize": kind = .resize(width: try container.decode(Int.self, forKey: .width), height: try container.decode(Int.self, forKey: .height))
        case "suspend": kind = .suspend
        case "resume": kind = .resume
        case "link": kind = .link(url: try container.decode(String.self, forKey: .url))
        case "appearance": kind = .appearance(try container.decode(String.self, forKey: .value))
        case "linkChannel": kind = .linkChannel(message: try container.decode(String.self, forKey: .message))
        case "draw":
            kind = .draw(
                SessionDraw(
                    purpose: try container.decode(String.self, forKey: .purpose), low: try container.decode(Int.self, forKey: .low),
                    high: try container.decode(Int.self, forKey: .high), value: try container.decode(Int.self, forKey: .value)))
        case "today": kind = .today(try container.decode(String.self, forKey: .value))
        case "http":
            var response: SessionExchange.Response?
            if let text = try container.decodeIfPresent(String.self, forKey: .response) {
                response = .text(text)
            } else if let encoded = try container.decodeIfPresent(String.self, forKey: .responseBase64) {
                guard let data = Data(base64Encoded: encoded) else { throw Refusal(description: "responseBase64 is not base64") }
                response = .bytes([UInt8](data))
            }
            kind = .http(
                SessionExchange(
                    method: try container.decode(String.self, forKey: .method), url: try container.decode(String.self, forKey: .url),
                    body: try container.decodeIfPresent(String.self, forKey: .body), status: try container.decodeIfPresent(Int.self, forKey: .status),
                    headers: try container.decodeIfPresent([String: String].self, forKey: .headers) ?? [:], response: response,
                    error: try container.decodeIfPresent(String.self, forKey: .error)))
        case "clipboard": kind = .clipboard(outcome: try container.decode(String.self, forKey: .outcome))
        case "action":
            kind = .action(
                screen: try container.decode(String.self, forKey: .screen), model: try container.decode(Int.self, forKey: .model),
                action: try container.decode(String.self, forKey: .action))
        case "state":
            let state: SessionState
            if let full = try container.decodeIfPresent(InspectorJSON.self, forKey: .state) {
                state = .full(full)
            } else if let changed = try container.decodeIfPresent([String: InspectorJSON].self, forKey: .changed) {
                state = .delta(changed: changed, removed: try container.decodeIfPresent([String].self, forKey: .removed) ?? [])
            } else {
                throw Refusal(description: "a state line without \"state\" or \"changed\"")
            }
            kind = .state(screen: try container.decode(String.self, forKey: .screen), model: try container.decode(Int.self, forKey: .model), state: state)
        case "tree": kind = .tree(try container.decode([RIBTreeChange].self, forKey: .changes))
        case "frame": kind = .frame(digest: try container.decode(String.self, forKey: .digest))
        case "end": kind = .end(exit: try container.decode(Int.self, forKey: .exit), frame: try container.decode([String].self, forKey: .frame))
        default: throw Refusal(description: "unknown event \(SessionReadError.quoted(name))")
        }
        self.time = time
        self.kind = kind
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .t)
        try container.encode(kind.name, forKey: .e)
        switch kind {
        case .key(let key):
            if case .paste(let text) = key {
                try container.encode(Paste(paste: text), forKey: .key)
            } else {
                try container.encode(SessionKeyText.text(for: key), forKey: .key)
            }
        case .resize(let width, let height):
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
        case .suspend, .resume: break
        case .link(let url): try container.encode(url, forKey: .url)
        case .appearance(let value): try container.encode(value, forKey: .value)
        case .linkChannel(let message): try container.encode(message, forKey: .message)
        case .draw(let draw):
            try container.encode(draw.purpose, forKey: .purpose)
            try container.encode(draw.low, forKey: .low)
            try container.encode(draw.high, forKey: .high)
            try container.encode(draw.value, forKey: .value)
        case .today(let value): try container.encode(value, forKey: .value)
        case .http(let exchange):
            try container.encode(exchange.method, forKey: .method)
            try container.encode(exchange.url, forKey: .url)
            try container.encode(exchange.body, forKey: .body)
            if let error = exchange.error {
                try container.encode(error, forKey: .error)
            } else {
                try container.encode(exchange.status, forKey: .status)
                try container.encode(exchange.headers, forKey: .headers)
                switch exchange.response {
                case .text(let text)?: try container.encode(text, forKey: .response)
                case .bytes(let bytes)?: try container.encode(Data(bytes).base64EncodedString(), forKey: .responseBase64)
                case nil: try container.encodeNil(forKey: .response)
                }
            }
        case .clipboard(let outcome): try container.encode(outcome, forKey: .outcome)
        case .action(let screen, let model, let action):
            try container.encode(screen, forKey: .screen)
            try container.encode(model, forKey: .model)
            try container.encode(action, forKey: .action)
        case .state(let screen, let model, let state):
            try container.encode(screen, forKey: .screen)
            try container.encode(model, forKey: .model)
            switch state {
            case .full(let value): try container.encode(value, forKey: .state)
            case .delta(let changed, let removed):
                try container.encode(changed, forKey: .changed)
                if !removed.isEmpty { try container.encode(removed, forKey: .removed) }
            }
        case .tree(let changes): try container.encode(changes, forKey: .changes)
        case .frame(let digest): try container.encode(digest, forKey: .digest)
        case .end(let exit, let frame):
            try container.encode(exit, forKey: .exit)
            try container.encode(frame, forKey: .frame)
        }
    }
}
