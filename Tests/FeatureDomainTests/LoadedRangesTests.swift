import FeatureDomainTestSupport
import Foundation
import Testing

@testable import FeatureDomain

/// Numbers read from the data directory are checked against their domain when they are loaded,
/// and the sums over them cannot trap.
@MainActor
@Suite("Loaded numbers: ranges on load, sums that cannot trap")
struct LoadedRangesTests {
    private func write(_ json: String, as name: String, in directory: TemporaryDirectory) throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: directory.url.appendingPathComponent(name))
    }

    private func cartFile(quantity: String, price: String = "32000") -> String {
        #"{"schemaVersion":1,"data":{"lines":[{"bookID":1,"title":"a","unitPrice":\#(price),"quantity":\#(quantity)}]}}"#
    }

    @Test(
        "a cart line whose quantity or price no save could have written is refused: the file moves aside, the cart starts empty",
        arguments: [
            ("5000000000000000000", "32000"), ("9223372036854775807", "9223372036854775807"), ("-1", "32000"), ("0", "32000"),
            ("100", "32000"), ("1", "-5"), ("1", "100000001"), ("-9223372036854775808", "32000"), ("1.5", "32000"),
            ("\"3\"", "32000"), ("1", "1e300"), ("[[[[1]]]]", "32000"),
        ])
    func cartOutOfRange(quantity: String, price: String) throws {
        let directory = TemporaryDirectory()
        try write(cartFile(quantity: quantity, price: price), as: "cart-7.json", in: directory)
        let files = JSONFileStore(directory: directory.url)
        #expect(AppStore(files: files).loadCart(memberID: "7") == Cart())
        guard case .unreadable(file: "cart-7.json", movedTo: .some(let movedTo)) = files.problems.first else {
            Issue.record("expected the cart moved aside, got \(files.problems)")
            return
        }
        #expect(FileManager.default.fileExists(atPath: movedTo))
    }

    @Test("a cart at the edges of its ranges loads as saved")
    func cartAtTheEdges() throws {
        let directory = TemporaryDirectory()
        try write(cartFile(quantity: "99", price: "100000000"), as: "cart-7.json", in: directory)
        let files = JSONFileStore(directory: directory.url)
        let cart = AppStore(files: files).loadCart(memberID: "7")
        #expect(cart.itemCount == 99)
        #expect(cart.total == 9_900_000_000)
        #expect(files.problems.isEmpty)
    }

    @Test("a saved promotion outside its ranges is refused with its cart")
    func promotionOutOfRange() throws {
        let directory = TemporaryDirectory()
        let json = #"{"schemaVersion":1,"data":{"lines":[],"promotion":{"code":"X","percentOff":101,"expires":"2099-01-01"}}}"#
        try write(json, as: "cart-7.json", in: directory)
        let files = JSONFileStore(directory: directory.url)
        #expect(AppStore(files: files).loadCart(memberID: "7") == Cart())
        #expect(files.problems.count == 1)
    }

    @Test(
        "a scores file with a score out of range is refused, the member and guest start from zero",
        arguments: ["9223372036854775807", "-1", "1000000001", "-9223372036854775808", "2.5", "\"7\"", "null"])
    func scoresOutOfRange(value: String) throws {
        let directory = TemporaryDirectory()
        try write(#"{"schemaVersion":1,"data":{"player1Score":\#(value),"guestScores":{}}}"#, as: "scores-7.json", in: directory)
        let files = JSONFileStore(directory: directory.url)
        #expect(AppStore(files: files).loadScore(memberID: "7", guest: "Bob") == Score())
        #expect(files.problems.count == 1)
        try write(#"{"schemaVersion":1,"data":{"player1Score":1,"guestScores":{"bob":\#(value)}}}"#, as: "scores-8.json", in: directory)
        #expect(AppStore(files: files).loadScore(memberID: "8", guest: "Bob") == Score())
        #expect(files.problems.count == 2)
    }

    @Test("sums over a cart built past the ranges saturate instead of trapping")
    func cartSumsSaturate() {
        let huge = Cart.Line(bookID: 1, title: "a", unitPrice: .max, quantity: .max)
        let cart = Cart(lines: [huge, huge], promotion: PromotionOffer(code: "P", percentOff: 50, expires: "2099-01-01"))
        #expect(cart.itemCount == .max)
        #expect(cart.subtotal == .max)
        #expect(cart.discount == Int.max / 100 * 50 + Int.max % 100 * 50 / 100)
        #expect(cart.total == .max - cart.discount)
        let negative = Cart(lines: [
            Cart.Line(bookID: 1, title: "a", unitPrice: .min, quantity: 2), Cart.Line(bookID: 2, title: "b", unitPrice: -1, quantity: 1),
        ])
        #expect(negative.subtotal == .min)
        #expect(negative.total == .min)
    }

    @Test("a percentage off a subtotal is exact, and never overflows")
    func percentOffIsExact() {
        let offer = PromotionOffer(code: "P", percentOff: 10, expires: "2099-01-01")
        for subtotal in [0, 1, 99, 100, 32_000, 123_457, Int.max] {
            let (product, overflow) = subtotal.multipliedReportingOverflow(by: 10)
            if !overflow { #expect(offer.discount(on: subtotal) == product / 100) }
        }
        #expect(offer.discount(on: .max) == Int.max / 10)
    }

    @Test("a win at the highest score leaves it there")
    func scoreStopsAtItsMaximum() {
        let directory = TemporaryDirectory()
        let store = AppStore(files: JSONFileStore(directory: directory.url))
        store.saveScore(Score(player1Score: Score.maximum, player2Score: Score.maximum - 1), memberID: "7", guest: "Bob")
        let stream = PersistentScoreStream(store: store, memberID: "7", guest: "Bob")
        stream.updateScore(withWinner: .player1)
        stream.updateScore(withWinner: .player2)
        stream.updateScore(withWinner: .player2)
        #expect(stream.score == Score(player1Score: Score.maximum, player2Score: Score.maximum))
        #expect(store.loadScore(memberID: "7", guest: "Bob") == Score(player1Score: Score.maximum, player2Score: Score.maximum))
    }

    @Test("what the app writes always loads again: guests past the file's limits play unrecorded, the member's own score is kept")
    func savedScoresStayWithinTheirRanges() {
        let directory = TemporaryDirectory()
        let files = JSONFileStore(directory: directory.url)
        let store = AppStore(files: files)
        for index in 0..<SavedScores.maximumGuestCount {
            store.saveScore(Score(player1Score: index, player2Score: 1), memberID: "7", guest: "Guest \(index)")
        }
        store.saveScore(Score(player1Score: 1_000, player2Score: 4), memberID: "7", guest: "One too many")
        store.saveScore(Score(player1Score: 1_001, player2Score: 5), memberID: "7", guest: String(repeating: "é", count: 1_100))
        #expect(store.loadScore(memberID: "7", guest: "One too many") == Score(player1Score: 1_001, player2Score: 0))
        #expect(store.loadScore(memberID: "7", guest: "Guest 3") == Score(player1Score: 1_001, player2Score: 1))
        #expect(files.problems.isEmpty)
    }

    @Test("a member's fields from the server are cut to 1,024 bytes at a character boundary, so a session always saves and loads")
    func memberFieldsAreBounded() {
        let huge = String(repeating: "김", count: 100_000)
        let member = Member(id: "7", name: huge, username: "ada", email: huge).boundedFields()
        #expect(member.name.utf8.count <= Member.maximumFieldLength && member.name.utf8.count > Member.maximumFieldLength - 3)
        #expect(member.name.allSatisfy { $0 == "김" })
        #expect(member.username == "ada")
        let directory = TemporaryDirectory()
        let files = JSONFileStore(directory: directory.url)
        AppStore(files: files).saveSession(PlayerSession(member: member, player2Name: String(repeating: "x", count: 1_024)))
        #expect(AppStore(files: files).loadSession()?.member == member)
        #expect(files.problems.isEmpty)
    }

    @Test("card applications keep the newest 200")
    func cardApplicationsAreBounded() {
        let directory = TemporaryDirectory()
        let store = AppStore(files: JSONFileStore(directory: directory.url))
        let type = AccountType(id: "basic", names: ["en": "Basic"])
        let applications = (0..<250).map { CardApplication(accountType: type, reference: "R\($0)") }
        #expect(store.saveCardApplications(applications, memberID: "7"))
        let loaded = store.loadCardApplications(memberID: "7")
        #expect(loaded.count == AppStore.maximumCardApplications)
        #expect(loaded.last?.reference == "R249")
    }
}
