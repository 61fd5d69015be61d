import Foundation
import FuzzSupport

@testable import FeatureDomain

/// The data files' decoding, through the store the app reads them with: the first byte picks
/// the file (the session, a member's scores, cart, card applications, used promotions, or the
/// deleted members), the rest is what lies in it.
///
/// Invariants:
/// - a file that loads holds only values within its documented ranges, and its sums do not trap;
/// - a file that loads stays where it was, unchanged; one that does not is moved aside whole
///   (`<name>.corrupt-<time>`, the same bytes) and reported once: nothing is lost;
/// - what loaded, saved again, loads again as the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func dataFileFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let kind = input.takeByte() % 6
    let bytes = input.takeRest()
    MainActor.assumeIsolated {
        switch kind {
        case 0: exercise(bytes, file: "session.json", load: { $0.loadSession() }, checkRanges: checkSession)
        case 1: exercise(bytes, file: AppStore.fileName("scores", memberID: member), load: loader(SavedScores.self, "scores"), checkRanges: checkScores)
        case 2: exercise(bytes, file: AppStore.fileName("cart", memberID: member), load: loader(Cart.self, "cart"), checkRanges: checkCart)
        case 3: exercise(bytes, file: AppStore.fileName("cards", memberID: member), load: loader([CardApplication].self, "cards"), checkRanges: { _ in })
        case 4: exercise(bytes, file: AppStore.fileName("promotions", memberID: member), load: loader([String].self, "promotions"), checkRanges: { _ in })
        default:
            exercise(
                bytes, file: AppStore.deletedMembersFile, load: { $0.files.load(DeletedMembersFile.self, from: AppStore.deletedMembersFile) },
                checkRanges: { _ in })
            // What the app uses of the file: the members within their ranges.
            writeFile(bytes, AppStore.deletedMembersFile)
            let members = AppStore(files: JSONFileStore(directory: directory)).deletedMembers()
            invariant(members.count <= AppStore.deletedMembersLimit, "\(members.count) deleted members kept")
            invariant(members.allSatisfy(\.isValid), "a deleted member out of range was kept: \(members.filter { !$0.isValid })")
            clearDirectory()
        }
    }
    return 0
}

/// The member whose files are read.
private let member = "fuzz"

/// A directory of this process's own, emptied before each input.
private let directory: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("data-file-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// `deleted-members.json` as the store writes it (its own type is private to the store).
private struct DeletedMembersFile: Codable, Equatable {
    var members: [DeletedMember]
}

@MainActor
private func loader<Value: Decodable>(_ type: Value.Type, _ concern: String) -> (AppStore) -> Value? {
    { $0.load(type, concern, memberID: member) }
}

@MainActor
private func exercise<Value: Codable & Equatable>(_ bytes: [UInt8], file: String, load: (AppStore) -> Value?, checkRanges: (Value) -> Void) {
    clearDirectory()
    let store = AppStore(files: JSONFileStore(directory: directory))
    writeFile(bytes, file)
    let loaded = load(store)
    let problems = store.files.takeProblems()
    let left = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    if let loaded {
        checkRanges(loaded)
        invariant(problems.isEmpty, "a file that loaded was reported: \(problems)")
        invariant(left == [file] && readFile(file) == bytes, "a file that loaded did not stay as it was: \(left)")
        invariant(store.files.save(loaded, as: file), "what loaded could not be saved: \(store.files.takeProblems())")
        let again = load(AppStore(files: JSONFileStore(directory: directory)))
        invariant(again == loaded, "what loaded, saved, loads as \(String(describing: again)) instead of \(loaded)")
    } else {
        invariant(problems.count == 1, "a file that did not load was reported \(problems.count) times: \(problems)")
        invariant(
            left.count == 1 && left[0].hasPrefix(file + ".corrupt-") && readFile(left[0]) == bytes,
            "a file that did not load was not moved aside whole: \(left)")
    }
    clearDirectory()
}

private func clearDirectory() {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
}

private func writeFile(_ bytes: [UInt8], _ name: String) {
    let written = FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: Data(bytes))
    invariant(written, "the harness could not write \(name) in \(directory.path)")
}

private func readFile(_ name: String) -> [UInt8]? {
    FileManager.default.contents(atPath: directory.appendingPathComponent(name).path).map(Array.init)
}

private func checkSession(_ session: PlayerSession) {
    invariant(ServerID.isValid(session.member.id), "a session of member id \(visible(session.member.id))")
    for name in [session.member.name, session.member.username, session.player2Name] {
        invariant(name.utf8.count <= PlayerSession.maximumNameLength, "a name of \(name.utf8.count) bytes in a session")
    }
}

private func checkScores(_ scores: SavedScores) {
    let range = 0...Score.maximum
    invariant(range.contains(scores.player1Score), "a score of \(scores.player1Score)")
    invariant(scores.guestScores.values.allSatisfy(range.contains), "a guest's score out of range: \(scores.guestScores.values.sorted())")
    invariant(scores.guestScores.count <= SavedScores.maximumGuestCount, "\(scores.guestScores.count) guests")
    invariant(scores.guestScores.keys.allSatisfy { $0.utf8.count <= SavedScores.maximumGuestKeyLength }, "a guest's name too long")
}

private func checkCart(_ cart: Cart) {
    invariant(cart.lines.count <= Cart.maximumLineCount, "a cart of \(cart.lines.count) lines")
    for line in cart.lines {
        invariant(line.bookID > 0, "a book id of \(line.bookID)")
        invariant(line.title.utf8.count <= Cart.maximumTitleLength, "a title of \(line.title.utf8.count) bytes")
        invariant(Cart.unitPriceRange.contains(line.unitPrice), "a price of \(line.unitPrice)")
        invariant((1...Cart.maximumQuantity).contains(line.quantity), "a quantity of \(line.quantity)")
    }
    if let offer = cart.promotion {
        invariant(offer.percentOff.map { (0...100).contains($0) } ?? true, "a promotion of \(offer.percentOff ?? 0) %")
        invariant(offer.amountOff.map(Cart.unitPriceRange.contains) ?? true, "a promotion of \(offer.amountOff ?? 0) won")
        invariant(offer.code.utf8.count <= 64 && offer.expires.utf8.count <= 32, "a promotion's code or date too long")
    }
    // The sums saturate rather than trap; the discount never exceeds what it is taken from.
    invariant(cart.itemCount >= 0 && cart.subtotal >= 0, "negative sums: \(cart.itemCount) items, subtotal \(cart.subtotal)")
    invariant((0...cart.subtotal).contains(cart.discount) && cart.total == cart.subtotal - cart.discount, "a discount of \(cart.discount) on \(cart.subtotal)")
}
