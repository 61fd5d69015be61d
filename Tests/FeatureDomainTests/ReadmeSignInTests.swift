import DesignSystem
import FeatureDomainTestSupport
import Foundation
import Network
import Resources
import Testing

@testable import FeatureDomain

/// A newcomer follows only the README: every member its tour says to sign in as must get in on
/// the first try on the backend MainCLI uses without `--api`, the embedded offline one, wired as
/// MainCLI wires it. A name that only another backend knows (JSONPlaceholder's `Bret`) fails here.
@MainActor
@Suite("The README's sign-in example", .timeLimit(.minutes(1)))
struct ReadmeSignInTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The names the README's "sign in as `a`, `b` or `c`" offers, in its order.
    static func suggestedNames() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let sentence = /[Ss]ign in as ((?:`[^`\n]+`(?:, | or )?)+)/
        return text.matches(of: sentence).flatMap { match in
            match.output.1.matches(of: /`([^`\n]+)`/).map { String($0.output.1) }
        }
    }

    @Test("the README names a member to sign in as")
    func readmeHasAnExample() throws {
        #expect(try !Self.suggestedNames().isEmpty, "README.md's tour should say: sign in as `NAME`")
    }

    @Test("each name the README says to sign in as is a member of the offline backend and signs in")
    func suggestedNamesSignIn() async throws {
        let names = try Self.suggestedNames()
        try #require(!names.isEmpty)
        await R.withLanguage(.english) {
            for name in names {
                let directory = TemporaryDirectory()
                let app = AppHarness(directory: directory.url, api: NetworkClient.jsonPlaceholder(apiURL: nil))
                app.type(name)
                app.send(.tab)
                app.type("Noah")
                app.send(.tab, .enter)
                // Either way the answer is on screen: the menu, or the refusal that names the name.
                #expect(await eventually { app.text.contains("Main menu") || app.text.contains("No member is called") })
                #expect(app.text.contains("Main menu"), "README.md says to sign in as “\(name)”, which the offline backend refuses:\n\(app.text)")
            }
        }
    }
}
