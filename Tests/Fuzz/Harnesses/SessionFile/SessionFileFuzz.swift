import AppHost
import FuzzSupport

/// The session recording reader (`MainCLI replay FILE`). The first two bytes pick where the rest is
/// split in two, as two reads of the file would deliver it; the rest is the file. Rules:
/// - the same bytes give the same recording, or the same refusal, whole or split;
/// - a refusal is one line with no control or bidirectional character, naming its line;
/// - a recording that reads has whole states only, times in range and in order, and ends with its
///   `end`; its header's data names are plain; written again, it reads back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func sessionFileFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let split = Int(input.takeByte()) << 8 | Int(input.takeByte())
    let bytes = input.takeRest()
    let whole = Result { () throws(SessionReadError) in try SessionReader.read(bytes: bytes) }
    let cut = min(split, bytes.count)
    let pieces = Result { () throws(SessionReadError) -> SessionRecording in
        var decoder = SessionDecoder()
        try decoder.feed(Array(bytes[..<cut]))
        try decoder.feed(Array(bytes[cut...]))
        return try decoder.finish()
    }
    invariant(whole == pieces, "split at \(cut) the file reads differently: \(visible(String(describing: whole))) vs \(visible(String(describing: pieces)))")
    switch whole {
    case .failure(let error):
        let text = error.description
        invariant(text.hasPrefix("line "), "a refusal that names no line: \(visible(text))")
        invariant(!text.unicodeScalars.contains { isControl($0) || isBidiControl($0) }, "a refusal with a control: \(visible(text))")
    case .success(let recording):
        var last = 0.0
        for event in recording.events {
            invariant(event.time >= last && event.time <= SessionLimits.times.upperBound, "a time out of order or range: \(event.time)")
            last = event.time
            if case .state(_, _, let state) = event.kind, case .delta = state { invariant(false, "a delta left in a read recording") }
        }
        guard case .end? = recording.events.last?.kind else {
            invariant(false, "a recording without its end")
            return 0
        }
        invariant(recording.header.data.keys.allSatisfy { !$0.contains("/") && !$0.hasPrefix(".") && !$0.isEmpty }, "a data name that is not plain")
        let encoder = SessionLineEncoder()
        guard let header = try? encoder.line(recording.header) else {
            invariant(false, "a header that reads but does not write")
            return 0
        }
        var again = header
        for event in recording.events {
            guard let line = try? encoder.line(event) else {
                invariant(false, "an event that reads but does not write: \(visible(String(describing: event)))")
                return 0
            }
            again += line
        }
        let reread = Result { () throws(SessionReadError) in try SessionReader.read(bytes: again) }
        invariant(reread == .success(recording), "written again, it reads as \(visible(String(describing: reread)))")
    }
    return 0
}
