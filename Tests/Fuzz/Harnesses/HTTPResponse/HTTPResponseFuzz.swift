import FuzzSupport
import HTTPResponseChecks

/// The HTTP/1.1 response reader over any bytes a server could send: status line, header fields,
/// interim responses, then a body framed by Content-Length, chunked coding or the end of the
/// stream. Three bytes pick the method, the body limit and how the stream is split into reads;
/// the rest is the stream. See `readResponse` for the invariants; besides them, the same stream
/// must read the same whether it arrives at once or in pieces.
@_cdecl("LLVMFuzzerTestOneInput")
public func httpResponseFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let method = input.choose(["GET", "HEAD", "POST"])
    let limit = input.choose(bodyLimits)
    let split = Int(input.takeByte())
    let pieces = [1 + split % 7, 1 + split / 7 % 5, 1 + split % 3 * 40]
    readBothWays(input.takeRest(), pieces: pieces, method: method, limit: limit)
    return 0
}
