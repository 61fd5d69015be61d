import FeatureDomain
import Network
import RIBs

/// The top of the dependency tree: what the whole app shares, handed to the root RIB.
final class AppComponent: Component<any EmptyDependency>, RootDependency {
    @MainActor let store: AppStore
    @MainActor let membersRepository: any MembersRepository
    @MainActor let postsRepository: any PostsRepository
    @MainActor let randomNumberSource: any RandomNumberSource = SystemRandomNumberSource()

    @MainActor init(store: AppStore, client: NetworkClient) {
        self.store = store
        self.membersRepository = NetworkMembersRepository(client: client)
        self.postsRepository = NetworkPostsRepository(client: client)
        super.init(dependency: EmptyComponent())
    }
}
