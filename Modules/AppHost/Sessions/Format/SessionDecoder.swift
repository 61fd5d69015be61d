#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a recording from its bytes as they come, line by line, within ``SessionLimits``: a line
/// is kept only up to the longest allowed, so a file of one endless line costs 4 MiB, not its size.
/// Every refusal is a ``SessionReadError`` naming the line.
public struct SessionDecoder {
    private var pending: [UInt8] = []
    private var lineNumber = 0
    private var totalBytes = 0
    private var header: SessionHeader?
    private var events: [SessionEvent] = []
    private var states = SessionStateDeltas()
    private var lastTime = 0.0
    private let decoder = JSONDecoder()

    /// Creates a decoder waiting for the header.
    public init() {}

    /// Takes the next bytes of the file.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer) throws(SessionReadError) {
        totalBytes += bytes.count
        guard totalBytes <= SessionLimits.maximumFileBytes else {
            throw SessionReadError(line: lineNumber + 1, reason: "the file is larger than \(SessionLimits.maximumFileBytes / 1024 / 1024) MiB")
        }
        var start = 0
        while start < bytes.count {
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else {
                pending.append(contentsOf: bytes[start...])
                try checkPendingLength()
                return
            }
            pending.append(contentsOf: bytes[start..<newline])
            try checkPendingLength()
            try take(pending)
            pending.removeAll(keepingCapacity: true)
            start = newline + 1
        }
    }

    /// Takes the next bytes of the file.
    public mutating func feed(_ bytes: [UInt8]) throws(SessionReadError) {
        var failure: SessionReadError?
        bytes.withUnsafeBytes { buffer in
            do throws(SessionReadError) { try feed(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// The recording, once the file has ended.
    public mutating func finish() throws(SessionReadError) -> SessionRecording {
        guard pending.isEmpty else {
            throw SessionReadError(line: lineNumber + 1, reason: "the file ends inside a line (truncated?)")
        }
        guard let header else { throw SessionReadError(line: 1, reason: "not a session recording (the file is empty)") }
        guard case .end? = events.last?.kind else {
            throw SessionReadError(line: lineNumber, reason: "the recording stops before its \"end\" line (truncated?)")
        }
        return SessionRecording(header: header, events: events)
    }

    private func checkPendingLength() throws(SessionReadError) {
        guard pending.count <= SessionLimits.maximumLineBytes else {
            throw SessionReadError(line: lineNumber + 1, reason: "the line is longer than \(SessionLimits.maximumLineBytes / 1024 / 1024) MiB")
        }
    }

    private mutating func take(_ line: [UInt8]) throws(SessionReadError) {
        lineNumber += 1
        guard lineNumber <= SessionLimits.maximumLines else {
            throw SessionReadError(line: lineNumber, reason: "more than \(SessionLimits.maximumLines) lines")
        }
        guard String(validating: line, as: UTF8.self) != nil else { throw SessionReadError(line: lineNumber, reason: "not UTF-8") }
        guard let header else {
            header = try readHeader(line)
            return
        }
        if case .end? = events.last?.kind { throw SessionReadError(line: lineNumber, reason: "a line after the \"end\" line") }
        var event: SessionEvent
        do {
            event = try decoder.decode(SessionEvent.self, from: Data(line))
        } catch {
            throw SessionReadError(line: lineNumber, reason: reason(error, line: line))
        }
        if let problem = check(event, header: header) { throw SessionReadError(line: lineNumber, reason: problem) }
        if case .state(let screen, let model, let state) = event.kind {
            guard let whole = states.read(state, model: model) else {
                throw SessionReadError(line: lineNumber, reason: "a state change of model \(model) before its whole state")
            }
            event.kind = .state(screen: screen, model: model, state: .full(whole))
        }
        lastTime = event.time
        events.append(event)
    }

    private func readHeader(_ line: [UInt8]) throws(SessionReadError) -> SessionHeader {
        /// The two fields that say whose file it is and which version, read before the rest.
        struct Identity: Decodable {
            var format: String?
            var version: Int?
        }
        guard let identity = try? decoder.decode(Identity.self, from: Data(line)), identity.format == SessionHeader.formatName,
            let version = identity.version
        else { throw SessionReadError(line: 1, reason: "not a session recording") }
        guard version <= SessionHeader.currentVersion else {
            throw SessionReadError(
                line: 1, reason: "recorded by a newer MainCLI (format \(version)); this one reads up to \(SessionHeader.currentVersion)")
        }
        guard version >= 1 else {
            throw SessionReadError(line: 1, reason: "format \(version) is not one this MainCLI reads (1 to \(SessionHeader.currentVersion))")
        }
        let header: SessionHeader
        do {
            header = try decoder.decode(SessionHeader.self, from: Data(line))
        } catch {
            throw SessionReadError(line: 1, reason: "header: " + reason(error, line: line))
        }
        guard SessionLimits.sizes.contains(header.size.width), SessionLimits.sizes.contains(header.size.height) else {
            throw SessionReadError(line: 1, reason: "header: size \(header.size.width)x\(header.size.height) is out of range")
        }
        var dataBytes = 0
        for (name, text) in header.data {
            guard Self.isPlainFileName(name) else {
                throw SessionReadError(line: 1, reason: "header: data file name \(SessionReadError.quoted(name)) is not a plain name")
            }
            dataBytes += name.utf8.count + text.utf8.count
        }
        guard dataBytes <= SessionLimits.maximumDataBytes else {
            throw SessionReadError(line: 1, reason: "header: the data files are larger than \(SessionLimits.maximumDataBytes / 1024 / 1024) MiB")
        }
        return header
    }

    /// A name that stays inside the directory it is written to: no separator, not `.` or `..`,
    /// no control character, not hidden.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255 && !name.hasPrefix(".") && !name.contains("/")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }
    }

    private func check(_ event: SessionEvent, header: SessionHeader) -> String? {
        guard event.time.isFinite, SessionLimits.times.contains(event.time) else { return "time \(event.time) is out of range" }
        guard event.time >= lastTime else { return "time \(event.time) is before the line above's (\(lastTime))" }
        switch event.kind {
        case .resize(let width, let height):
            guard SessionLimits.sizes.contains(width), SessionLimits.sizes.contains(height) else { return "size \(width)x\(height) is out of range" }
        case .draw(let draw):
            guard draw.low <= draw.value, draw.value <= draw.high else { return "draw \(draw.value) is outside \(draw.low)...\(draw.high)" }
        case .action(_, let model, _), .state(_, let model, _):
            guard model >= 1 else { return "model \(model) is out of range" }
        case .http(let exchange):
            if let status = exchange.status, !(100...599).contains(status) { return "status \(status) is out of range" }
            if exchange.status == nil, exchange.error == nil { return "an http line with neither status nor error" }
        case .end(let exit, let frame):
            guard (0...255).contains(exit) else { return "exit \(exit) is out of range" }
            guard frame.count <= SessionLimits.maximumFrameLines else { return "the end frame has more than \(SessionLimits.maximumFrameLines) lines" }
        default: break
        }
        return nil
    }

    /// A decoding error in a few words: the field it is about, never the decoder's long text.
    /// The same line always gets the same words: whether it is JSON at all is asked of the whole
    /// line first (the decoder may meet a broken value inside a dictionary before or after a
    /// wrong one, in the dictionary's order), and a field holding a dictionary is named alone.
    private func reason(_ error: any Error, line: [UInt8]) -> String {
        if line.isEmpty { return "an empty line" }
        if let refusal = error as? SessionEvent.Refusal { return refusal.description }
        guard (try? decoder.decode(InspectorJSON.self, from: Data(line))) != nil, let error = error as? DecodingError else { return "not JSON" }
        switch error {
        case .keyNotFound(let key, let context):
            if let container = Self.dictionaryField(context) { return "\(SessionReadError.quoted(container)) is not valid" }
            return "\(SessionReadError.quoted(key.stringValue)) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            if let container = Self.dictionaryField(context) { return "\(SessionReadError.quoted(container)) is not valid" }
            if case .dataCorrupted = error, context.codingPath.isEmpty { return "not JSON" }
            if case .dataCorrupted = error { return "\(SessionReadError.quoted(Self.path(context))) is not valid" }
            return "\(SessionReadError.quoted(Self.path(context))) has the wrong type"
        @unknown default: return "not JSON"
        }
    }

    /// The dictionary field (`data`, `headers`) the error is inside, if it is.
    private static func dictionaryField(_ context: DecodingError.Context) -> String? {
        guard let first = context.codingPath.first?.stringValue, ["data", "headers"].contains(first) else { return nil }
        return first
    }

    /// The field's path, stopped at a field that holds a dictionary (`data`, `headers`): which of
    /// its keys fails first depends on the dictionary's order, and the same file must always be
    /// refused in the same words.
    private static func path(_ context: DecodingError.Context) -> String {
        var components: [String] = []
        for key in context.codingPath {
            components.append(key.intValue.map { "[\($0)]" } ?? key.stringValue)
            if components.count == 1, ["data", "headers"].contains(key.stringValue) { break }
        }
        return components.joined(separator: ".")
    }
}
