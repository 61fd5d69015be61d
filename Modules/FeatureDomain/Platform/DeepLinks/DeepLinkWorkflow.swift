import RIBs

/// The workflow a deep link runs from the root: wait for login, then the link's step in the
/// logged-in area. Its completion and errors go to `onFinish`.
final class DeepLinkWorkflow: Workflow<any RootActionableItem> {
    /// How a run ended.
    enum Ending: Equatable {
        case completed
        case failed(String)
    }

    private let onFinish: @MainActor (Ending) -> Void

    /// The workflow for `link`; `onStep` hears each step as it starts (an inspector lists them).
    init(link: DeepLink, onFinish: @escaping @MainActor (Ending) -> Void = { _ in }, onStep: (@MainActor (String) -> Void)? = nil) {
        self.onFinish = onFinish
        super.init()
        let loggedIn = self.onStep { (root: any RootActionableItem) in
            onStep?("wait for login")
            return try await root.waitForLogin()
        }
        // Named only when someone listens: the name reads the string tables.
        let linkStep = onStep == nil ? "" : "open \(link.destinationName)"
        switch link {
        case .launchGame(let game, let inviteCode):
            loggedIn.onStep { item, _ in
                onStep?(linkStep)
                return try await item.launchGame(with: GameLaunch(game: game, inviteCode: inviteCode))
            }.commit()
        case .post(let id):
            loggedIn.onStep { item, _ in
                onStep?(linkStep)
                return try await item.showPost(id: id)
            }.commit()
        case .profile(let userID):
            loggedIn.onStep { item, _ in
                onStep?(linkStep)
                return try await item.showProfile(userID: userID)
            }.commit()
        case .promotion(let code):
            loggedIn.onStep { item, _ in
                onStep?(linkStep)
                return try await item.showPromotion(code: code)
            }.commit()
        case .book(let id):
            loggedIn.onStep { item, _ in
                onStep?(linkStep)
                return try await item.showBook(id: id)
            }.commit()
        }
    }

    override func didComplete() { onFinish(.completed) }

    override func didReceiveError(_ error: any Error) { onFinish(.failed(String(describing: error))) }
}
