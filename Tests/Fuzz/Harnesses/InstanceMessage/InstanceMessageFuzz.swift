import AppHost
import FuzzSupport

/// The instance socket's framing: one request a line, as `MainCLI open` sends it and the running
/// app reads it. The first byte picks the side:
/// - sending: the rest is a link; unless the client refuses it (with a printable reason), it is
///   framed as `open <link>`; the app reads what arrives up to the first newline (a reader may
///   stop there), and must decode exactly the message that was sent;
/// - receiving: the rest is a line as it could arrive; a line that decodes to a message, framed
///   again, must decode to the same message.
/// A message whose frame is over the length limit is never sent, so it is not held to this.
@_cdecl("LLVMFuzzerTestOneInput")
public func instanceMessageFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let side = input.takeByte()
    let text = String(decoding: input.takeRest(), as: UTF8.self)
    if side & 1 == 0 {
        requireRoundTrip(.open(text))
    } else if let message = InstanceMessage(line: text) {
        requireRoundTrip(message)
    }
    return 0
}

/// Frames `message`, delivers it as the socket would and requires it to decode to itself.
private func requireRoundTrip(_ message: InstanceMessage) {
    // What the client refuses to send (a link that cannot be one line) is said in printable words.
    if case .open(let link) = message, let problem = InstanceMessage.problem(inLink: link) {
        invariant(problem.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }, "a refusal is not printable ASCII: \(visible(problem))")
        return
    }
    let frame = Array(message.line.utf8)
    guard frame.count <= InstanceMessage.maximumLength else { return }
    invariant(frame.last == UInt8(ascii: "\n"), "a frame that does not end its line: \(visible(message.line))")
    // The server reads until a newline has arrived; what follows it in the same read is not framed.
    let arrived = frame.prefix(through: frame.firstIndex(of: UInt8(ascii: "\n"))!)
    let line = String(validating: arrived, as: UTF8.self)
    invariant(line != nil, "a frame that is not UTF-8: \(hex(frame))")
    let decoded = line.flatMap(InstanceMessage.init(line:))
    invariant(
        decoded == message,
        "\(visible(String(describing: message))) was framed as \(visible(message.line)) and arrived as \(visible(String(describing: decoded)))")
}
