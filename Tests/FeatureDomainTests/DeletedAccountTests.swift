import DesignSystem
import FeatureDomainTestSupport
import FeatureUserInterface
import Foundation
import RIBs
import Resources
import Testing

@testable import FeatureDomain

/// The rule for a deleted account, through the real tree over the built-in backend: it stays
/// deleted in this app, across restarts, whatever the server remembers.
@MainActor
@Suite("A deleted account", .timeLimit(.minutes(1)))
struct DeletedAccountTests {
    @Test("the deletion alert says the rule; afterwards the member cannot sign in, after a restart neither, and their posts are a deleted member's")
    func staysDeleted() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 100, height: 30))
            #expect(await app.signIn("ada", "Noah"))
            app.type("3")  // Profile.
            app.send(.tab, .enter)  // Delete account.
            #expect(app.text.contains("even if the server keeps"), "\(app.text)")
            app.send(.right, .enter)
            #expect(await app.waitFor("Login"))
            #expect(app.dependency.store.deletedMemberIDs() == ["7"])

            #expect(await app.signIn("ada", "", landingOn: "was deleted in this app"))

            let restarted = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 100, height: 30))
            #expect(await restarted.signIn("Ada Brooks", "", landingOn: "The account “ada” was deleted in this app"))
            #expect(restarted.dependency.store.loadSession() == nil)

            let other = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 100, height: 30))
            #expect(await other.signIn("minjun", "Noah"))
            other.type("2")  // Board.
            #expect(await other.waitFor("20 of 210 posts"))
            #expect(other.text.contains("deleted member"), "\(other.text)")
            #expect(!other.text.contains("Ada Brooks"))
            _ = other.deepLinks.handle(.profile(userID: 7))
            #expect(await other.waitFor("The account of member 7 was deleted in this app."))
        }
    }

    @Test("a record edited by hand is checked: entries without an id or with fields over 200 characters are ignored")
    func recordIsChecked() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let long = String(repeating: "x", count: 201)
        let json = """
            {"schemaVersion": \(JSONFileStore.schemaVersion), "data": {"members": [
              {"id": "", "username": "a", "name": "A"}, {"id": "2", "username": "\(long)", "name": "B"},
              {"id": "3", "username": "c", "name": "C"}]}}
            """
        try Data(json.utf8).write(to: directory.url.appendingPathComponent(AppStore.deletedMembersFile))
        let store = AppStore(files: JSONFileStore(directory: directory.url))
        #expect(store.deletedMemberIDs() == ["3"])
        #expect(store.deletedMember(named: "C")?.id == "3")
        #expect(store.deletedMember(named: "a") == nil)
    }
}
