import Testing

@testable import RIBs

private final class GameComponent {}

private final class GameRouter {
    let component: GameComponent
    let playerName: String
    init(component: GameComponent, playerName: String) {
        self.component = component
        self.playerName = playerName
    }
}

private final class GameBuilder: ComponentizedBuilder<GameComponent, GameRouter, String, Void> {
    override func build(with component: GameComponent, _ playerName: String) -> GameRouter {
        GameRouter(component: component, playerName: playerName)
    }
}

private final class ReusingBuilder: SimpleComponentizedBuilder<GameComponent, GameRouter> {
    override func build(with component: GameComponent) -> GameRouter {
        GameRouter(component: component, playerName: "")
    }
}

@MainActor
@Suite("Componentized builder", .timeLimit(.minutes(1)))
struct ComponentizedBuilderTests {
    @Test("each build gets a fresh component and its dynamic dependency")
    func freshComponentPerBuild() {
        let builder = GameBuilder { GameComponent() }
        let first = builder.build(withDynamicBuildDependency: "Kim", dynamicComponentDependency: ())
        let second = builder.build(withDynamicBuildDependency: "Lee", dynamicComponentDependency: ())
        #expect(first.component !== second.component)
        #expect([first.playerName, second.playerName] == ["Kim", "Lee"])
    }

    @Test("a component builder that returns the same instance twice is caught")
    func reuseIsCaught() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let component = GameComponent()
                let builder = ReusingBuilder { component }
                _ = builder.build()
                _ = builder.build()
            }
        }
    }
}
