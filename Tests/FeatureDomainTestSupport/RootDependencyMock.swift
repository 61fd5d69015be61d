import DesignSystem
import FeatureDomain
import Foundation
import Network
import RIBs

/// The app-level dependency for the root RIB, over a data directory of the test's own.
public final class RootDependencyMock: RootDependency {
    @MainActor public let store: AppStore
    @MainActor public let membersRepository: any MembersRepository
    @MainActor public let circumstances: any Circumstances
    @MainActor public let postsRepository: any PostsRepository
    @MainActor public let backendDescription = "Offline data"
    /// The bookstore and the bank answer at once, so the tests never wait on a clock.
    @MainActor public let simulatedLatency = SimulatedLatency.none
    /// Records what `y` copies, without touching the real clipboard.
    @MainActor public let clipboardMock = ClipboardMock()
    @MainActor public var clipboard: any Clipboard { clipboardMock }

    /// Members from `members`; posts from the embedded offline backend, the real thing.
    @MainActor public init(directory: URL, members: MembersRepositoryMock = MembersRepositoryMock(), numbers: [Int] = []) {
        postsRepository = NetworkPostsRepository(client: .jsonPlaceholder(apiURL: nil))
        store = AppStore(files: JSONFileStore(directory: directory))
        membersRepository = members
        circumstances = CircumstancesMock(numbers)
    }

    /// Members and posts from `backend`, as MainCLI wires them for `--api`.
    @MainActor public init(directory: URL, backend: JSONPlaceholderBackend) {
        postsRepository = backend.postsRepository
        store = AppStore(files: JSONFileStore(directory: directory))
        membersRepository = backend.membersRepository
        circumstances = CircumstancesMock([])
    }
}
