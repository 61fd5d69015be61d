import DesignSystem
import FeatureDomain
import Network
import RIBs
import Resources

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The top of the dependency tree: what the whole app shares, handed to the root RIB.
final class AppComponent: Component<any EmptyDependency>, RootDependency {
    @MainActor let store: AppStore
    @MainActor let membersRepository: any MembersRepository
    @MainActor let postsRepository: any PostsRepository
    @MainActor let circumstances: any Circumstances

    @MainActor let backendDescription: String
    @MainActor let clipboard: any Clipboard

    @MainActor init(store: AppStore, client: NetworkClient, apiURL: URL?, clipboard: any Clipboard, circumstances: any Circumstances) {
        self.circumstances = circumstances
        self.clipboard = clipboard
        self.backendDescription = apiURL.map(Self.describe) ?? R.string.menu.backendOffline()
        self.store = store
        let backend = JSONPlaceholderBackend(client: client)
        self.membersRepository = backend.membersRepository
        self.postsRepository = backend.postsRepository
        super.init(dependency: EmptyComponent())
    }

    /// The server as the menu names it: its host and port.
    private static func describe(_ url: URL) -> String {
        R.string.menu.backendServer((url.host ?? url.absoluteString) + (url.port.map { ":\($0)" } ?? ""))
    }
}
