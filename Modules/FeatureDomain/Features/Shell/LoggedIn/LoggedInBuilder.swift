import DesignSystem
import FeatureUserInterface
import RIBs

/// What the LoggedIn RIB needs from its parent.
@MainActor
public protocol LoggedInDependency: Dependency {
    /// The screen stack LoggedIn, which has no view of its own, puts its children's screens on.
    var loggedInViewController: any StackViewControllable { get }
    /// The app's saved data.
    var store: AppStore { get }
    /// Random draws, the calendar day and sleeping, as the app's logic reads them.
    var circumstances: any Circumstances { get }
    /// The members, for Profile and the board's authors.
    var membersRepository: any MembersRepository { get }
    /// The board's posts and comments.
    var postsRepository: any PostsRepository { get }
    /// Which backend the app talks to, as the menu shows it.
    var backendDescription: String { get }
    /// How long the offline bookstore and bank take to answer.
    var simulatedLatency: SimulatedLatency { get }
    /// Where `y` copies a screen's link.
    var clipboard: any Clipboard { get }
}

/// The LoggedIn RIB's dependencies: the session and the score stream it shares with its
/// children, as the RIBs tutorial's LoggedInComponent does.
final class LoggedInComponent: Component<any LoggedInDependency>, MainMenuDependency, OffGameDependency, TicTacToeDependency, HomeDependency, ProfileDependency,
    BoardDependency,
    BooksDependency, CardApplicationDependency, PromotionDependency
{
    /// Who plays.
    let session: PlayerSession

    init(dependency: any LoggedInDependency, session: PlayerSession) {
        self.session = session
        super.init(dependency: dependency)
    }

    @MainActor var loggedInViewController: any StackViewControllable { dependency.loggedInViewController }
    @MainActor var store: AppStore { dependency.store }
    @MainActor var circumstances: any Circumstances { dependency.circumstances }
    @MainActor var membersRepository: any MembersRepository { dependency.membersRepository }
    @MainActor var postsRepository: any PostsRepository { dependency.postsRepository }
    @MainActor var backendDescription: String { dependency.backendDescription }
    @MainActor var clipboard: any Clipboard { dependency.clipboard }

    /// The post being written and not sent, kept while the board comes and goes.
    @MainActor var postDraftKeeper: PostDraftKeeper { shared { PostDraftKeeper() } }

    /// The members, fetched once for the whole logged-in session.
    @MainActor var memberDirectory: MemberDirectory {
        shared { MemberDirectory(repository: dependency.membersRepository, deletedIDs: dependency.store.deletedMemberIDs()) }
    }

    /// The scores, written by the game and read by the lobby; one per LoggedIn.
    @MainActor var mutableScoreStream: any MutableScoreStream {
        shared { PersistentScoreStream(store: dependency.store, memberID: session.member.id, guest: session.player2Name) }
    }

    @MainActor var scoreStream: any ScoreStream { mutableScoreStream }

    /// The bookstore over the bundled catalogue, with this member's cart; one per LoggedIn, so
    /// the menu, the shelf, the cart and the promotion see the same cart.
    @MainActor var bookService: any BookService {
        shared {
            CatalogueBookService(
                catalogue: BookCatalogue.bundled(), offers: PromotionOffer.bundled() ?? [], store: dependency.store,
                memberID: session.member.id, checkoutDelay: dependency.simulatedLatency.checkout, circumstances: dependency.circumstances)
        }
    }

    /// The offline card bank, with this member's applications.
    @MainActor var cardRepository: any CardRepository {
        shared {
            OfflineCardRepository(
                accountTypes: AccountType.bundled(), store: dependency.store, memberID: session.member.id,
                delay: dependency.simulatedLatency.cardBank, circumstances: dependency.circumstances)
        }
    }
}

/// Builds the LoggedIn RIB.
@MainActor
public protocol LoggedInBuildable: Buildable {
    /// A new logged-in area for `session`, reporting to `listener`, and the area as deep links act on it.
    func build(withListener listener: any LoggedInListener, session: PlayerSession) -> (router: any LoggedInRouting, actionableItem: any LoggedInActionableItem)
}

/// Builds the LoggedIn RIB: viewless, it owns the session and the scores and routes between
/// the menu and its entries.
public final class LoggedInBuilder: Builder<any LoggedInDependency>, LoggedInBuildable {
    public func build(withListener listener: any LoggedInListener, session: PlayerSession) -> (
        router: any LoggedInRouting, actionableItem: any LoggedInActionableItem
    ) {
        let component = LoggedInComponent(dependency: dependency, session: session)
        let interactor = LoggedInInteractor(session: session)
        interactor.listener = listener
        let router = LoggedInRouter(
            interactor: interactor, viewController: component.loggedInViewController,
            builders: LoggedInChildBuilders(
                mainMenu: MainMenuBuilder(dependency: component), offGame: OffGameBuilder(dependency: component),
                ticTacToe: TicTacToeBuilder(dependency: component), home: HomeBuilder(dependency: component),
                profile: ProfileBuilder(dependency: component), board: BoardBuilder(dependency: component),
                books: BooksBuilder(dependency: component), cardApplication: CardApplicationBuilder(dependency: component),
                promotion: PromotionBuilder(dependency: component)))
        return (router, interactor)
    }
}
