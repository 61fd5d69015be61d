import FuzzSupport
import HTTPResponseChecks

/// The chunked body decoder: a fixed head that declares `Transfer-Encoding: chunked`, then any
/// bytes as the chunk sizes, extensions, data and trailer fields. Two bytes pick the body limit and
/// how the stream is split into reads. The invariants are those of `readResponse`, and the same
/// stream must read the same whether it arrives at once or in pieces (a chunk-size line is judged
/// the same however its bytes arrive).
@_cdecl("LLVMFuzzerTestOneInput")
public func httpChunkedFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let limit = input.choose(bodyLimits)
    let split = Int(input.takeByte())
    let pieces = [1 + split % 7, 1 + split / 7 % 5, 1 + split % 3 * 40]
    let head = Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
    readBothWays(head + input.takeRest(), pieces: pieces, method: "GET", limit: limit)
    return 0
}
