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

/// The top of the replayed app's dependency tree: MainCLI's wiring, with the store over the
/// replay's temporary data directory and everything from outside answered by the recording.
final class SessionReplayComponent: Component<any EmptyDependency>, RootDependency {
    @MainActor let store: AppStore
    @MainActor let membersRepository: any MembersRepository
    @MainActor let postsRepository: any PostsRepository
    @MainActor let circumstances: any Circumstances
    @MainActor let backendDescription: String
    @MainActor let clipboard: any Clipboard

    @MainActor init(directory: URL, backend: String, supplies: ReplaySupplies, clock: VirtualClock) {
        store = AppStore(files: JSONFileStore(directory: directory))
        let apiURL = backend == "offline" ? nil : URL(string: backend)
        let client = NetworkClient(baseURL: apiURL ?? NetworkClient.offlineBaseURL, transport: ReplayTransport(supplies: supplies))
        let api = JSONPlaceholderBackend(client: client)
        membersRepository = api.membersRepository
        postsRepository = api.postsRepository
        circumstances = ReplayCircumstances(supplies: supplies, clock: clock)
        clipboard = ReplayClipboard(supplies: supplies)
        backendDescription =
            apiURL.map { R.string.menu.backendServer(($0.host ?? $0.absoluteString) + ($0.port.map { ":\($0)" } ?? "")) } ?? R.string.menu.backendOffline()
        super.init(dependency: EmptyComponent())
    }
}
