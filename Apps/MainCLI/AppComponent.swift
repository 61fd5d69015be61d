import FeatureDomain
import RIBs

/// The top of the dependency tree: what the whole app shares, handed to the root RIB.
final class AppComponent: Component<any EmptyDependency>, RootDependency {
    @MainActor let randomNumberSource: any RandomNumberSource = SystemRandomNumberSource()

    init() {
        super.init(dependency: EmptyComponent())
    }
}
