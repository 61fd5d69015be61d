import FeatureDomain
import FuzzSupport

/// The deep-link parser over any text another process could pass to `MainCLI open`.
///
/// Invariants:
/// - a link is accepted only when it is at most 2,048 bytes of printable ASCII without `%` or
///   `#`, starting with `ribs-training://`;
/// - what it names is in range: ids from 1 to 999,999,999, codes of 1 to 32 letters, digits, `-`, `_`;
/// - the link written back in its plain form parses to the same link;
/// - a refusal says why in printable ASCII only, so no byte of the link reaches a terminal raw;
/// - the parser is a pure value: the same text gives the same answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func deepLinkFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let text = String(decoding: input.takeRest(), as: UTF8.self)
    let parser = DeepLinkParser()
    let first = Result { () throws(DeepLinkError) in try parser.parse(text) }
    let second = Result { () throws(DeepLinkError) in try parser.parse(text) }
    invariant(first == second, "the same link parsed twice gave \(first) then \(second)")

    switch first {
    case .success(let link):
        let bytes = Array(text.utf8)
        invariant(bytes.count <= DeepLinkParser.maximumLength, "a link of \(bytes.count) bytes was accepted")
        invariant(bytes.allSatisfy { (0x21...0x7E).contains($0) }, "a link with a space, control or non-ASCII byte was accepted: \(visible(text))")
        invariant(!text.contains("%") && !text.contains("#"), "a link with % or # was accepted: \(visible(text))")
        invariant(text.hasPrefix(DeepLinkParser.scheme + "://"), "a link of another scheme was accepted: \(visible(text))")
        checkRanges(link)
        let plain = plainForm(of: link)
        let again = Result { () throws(DeepLinkError) in try parser.parse(plain) }
        invariant(again == .success(link), "\(link) written as \(visible(plain)) parses to \(again)")
    case .failure(let error):
        let reason = error.description
        invariant(reason.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }, "a refusal is not printable ASCII: \(visible(reason))")
    }
    return 0
}

private func checkRanges(_ link: DeepLink) {
    switch link {
    case .launchGame(_, let inviteCode):
        if let inviteCode { checkCode(inviteCode) }
    case .promotion(let code):
        checkCode(code)
    case .profile(let id), .post(let id), .book(let id):
        invariant((1...999_999_999).contains(id), "an id out of range: \(id)")
    }
}

private func checkCode(_ code: String) {
    invariant((1...32).contains(code.utf8.count), "a code of \(code.utf8.count) bytes: \(visible(code))")
    invariant(
        code.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
        }, "a code with a character outside letters, digits, - and _: \(visible(code))")
}

/// The link as the app's documentation writes it: parameters in one order, nothing optional added.
private func plainForm(of link: DeepLink) -> String {
    let prefix = DeepLinkParser.scheme + "://"
    return switch link {
    case .launchGame(let game, let inviteCode):
        prefix + "launchGame?gameId=\(game.rawValue)" + (inviteCode.map { "&inviteCode=\($0)" } ?? "")
    case .profile(let userID): prefix + "profile?userId=\(userID)"
    case .promotion(let code): prefix + "promotion?code=\(code)"
    case .post(let id): prefix + "post/\(id)"
    case .book(let id): prefix + "books/\(id)"
    }
}
