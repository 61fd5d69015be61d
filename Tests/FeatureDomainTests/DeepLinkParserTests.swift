import Testing

@testable import FeatureDomain

@Suite("Deep link parser")
struct DeepLinkParserTests {
    let parser = DeepLinkParser()

    @Test(
        "every kind of link resolves to its route",
        arguments: [
            ("ribs-training://launchGame?gameId=ticTacToe", DeepLink.launchGame(.ticTacToe, inviteCode: nil)),
            ("ribs-training://launchGame?gameId=ticTacToe&inviteCode=ABC123", .launchGame(.ticTacToe, inviteCode: "ABC123")),
            ("ribs-training://launchGame?inviteCode=x-1&gameId=ticTacToe", .launchGame(.ticTacToe, inviteCode: "x-1")),
            ("ribs-training://profile?userId=3", .profile(userID: 3)),
            ("ribs-training://promotion?code=SUMMER2024", .promotion(code: "SUMMER2024")),
            ("ribs-training://post/42", .post(id: 42)),
            ("ribs-training://books/7", .book(id: 7)),
        ])
    func resolves(text: String, link: DeepLink) throws {
        #expect(try parser.parse(text) == link)
    }

    @Test(
        "bad links are refused with the reason",
        arguments: [
            ("", DeepLinkError.empty),
            ("https://launchGame?gameId=ticTacToe", .unknownScheme),
            ("RIBS-TRAINING://launchGame?gameId=ticTacToe", .unknownScheme),
            ("ribs-training:/launchGame?gameId=ticTacToe", .unknownScheme),
            ("ribs-training://launchgame?gameId=ticTacToe", .unknownHost("launchgame")),
            ("ribs-training://", .unknownHost("")),
            ("ribs-training://launchGame", .missingParameter("gameId")),
            ("ribs-training://launchGame?gameId=chess", .badValue(parameter: "gameId", expected: "ticTacToe")),
            ("ribs-training://launchGame?gameId=ticTacToe&gameId=ticTacToe", .repeatedParameter("gameId")),
            ("ribs-training://launchGame?gameId=ticTacToe&admin=1", .unknownParameter("admin")),
            ("ribs-training://launchGame?gameId=ticTacToe&", .malformedQuery),
            ("ribs-training://launchGame?gameId", .malformedQuery),
            ("ribs-training://launchGame?gameId=ticTacToe#x", .fragment),
            ("ribs-training://post/42#comments", .fragment),
            ("ribs-training://launchGame/x?gameId=ticTacToe", .unexpectedPath("launchGame")),
            ("ribs-training://launchGame?gameId=ticTacToe&inviteCode=", .badValue(parameter: "inviteCode", expected: "1 to 32 letters, digits, - or _")),
            ("ribs-training://launchGame?gameId=tic%54acToe", .percentEncoding),
            ("ribs-training://post/%34%32", .percentEncoding),
            ("ribs-training://launchGame?gameId=ticTacToe\u{1B}[2J", .forbiddenCharacter(position: 43)),
            ("ribs-training://post/42\n", .forbiddenCharacter(position: 23)),
            ("ribs-training://post/4 2", .forbiddenCharacter(position: 22)),
            ("ribs-training://promotion?code=caf\u{E9}", .forbiddenCharacter(position: 34)),
            ("ribs-training://profile", .missingParameter("userId")),
            ("ribs-training://profile?userId=0", .badValue(parameter: "userId", expected: "a whole number from 1 to 999999999 without leading zeros")),
            ("ribs-training://profile?userId=007", .badValue(parameter: "userId", expected: "a whole number from 1 to 999999999 without leading zeros")),
            ("ribs-training://profile?userId=-1", .badValue(parameter: "userId", expected: "a whole number from 1 to 999999999 without leading zeros")),
            (
                "ribs-training://profile?userId=99999999999999999999",
                .badValue(parameter: "userId", expected: "a whole number from 1 to 999999999 without leading zeros")
            ),
            ("ribs-training://post", .missingParameter("id (as in ribs-training://post/42)")),
            ("ribs-training://post/42?x=1", .unexpectedQuery),
            ("ribs-training://post/42/", .badValue(parameter: "the id after post/", expected: "a whole number from 1 to 999999999 without leading zeros")),
            ("ribs-training://books/", .badValue(parameter: "the id after books/", expected: "a whole number from 1 to 999999999 without leading zeros")),
            ("ribs-training://promotion?code=" + String(repeating: "A", count: 33), .badValue(parameter: "code", expected: "1 to 32 letters, digits, - or _")),
        ])
    func refuses(text: String, error: DeepLinkError) {
        #expect(throws: error) { try parser.parse(text) }
    }

    @Test("a link over 2 KiB is refused before anything else is read")
    func tooLong() {
        let text = "ribs-training://promotion?code=" + String(repeating: "A", count: 2_048)
        #expect(throws: DeepLinkError.tooLong(bytes: text.utf8.count)) { try parser.parse(text) }
    }

    @Test("route reports: 0 and the route, or 2 and the reason")
    func reports() {
        #expect(DeepLinkRouteReport(for: "ribs-training://post/42").status == 0)
        #expect(DeepLinkRouteReport(for: "ribs-training://post/42").message.hasSuffix("Board → PostDetail"))
        #expect(DeepLinkRouteReport(for: "ribs-training://books/7").message.hasSuffix("showBook(id: 7) → Books → BookDetail"))
        let refused = DeepLinkRouteReport(for: "nope")
        #expect(refused.message == "refused: the link does not start with ribs-training://")
        #expect(refused.status == 2)
    }
}
