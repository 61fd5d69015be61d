import Testing

@testable import RIBs

private final class StageComponent {}

private final class StageRouter {
    let component: StageComponent
    let title: String
    init(component: StageComponent, title: String) {
        self.component = component
        self.title = title
    }
}

private final class StagedBuilder: MultiStageComponentizedBuilder<StageComponent, StageRouter, String> {
    override func finalStageBuild(with component: StageComponent, _ title: String) -> StageRouter {
        StageRouter(component: component, title: title)
    }
}

private final class SimpleStagedBuilder: SimpleMultiStageComponentizedBuilder<StageComponent, StageRouter> {
    override func finalStageBuild(with component: StageComponent) -> StageRouter {
        StageRouter(component: component, title: "simple")
    }
}

@MainActor
@Suite("Multi-stage componentized builder", .timeLimit(.minutes(1)))
struct MultiStageComponentizedBuilderTests {
    @Test("every stage of one pass shares a component; the final stage ends the pass")
    func componentSharedWithinPass() {
        let builder = StagedBuilder { StageComponent() }
        let early = builder.componentForCurrentBuildPass
        #expect(builder.componentForCurrentBuildPass === early)
        let router = builder.finalStageBuild(withDynamicDependency: "Board")
        #expect(router.component === early)
        #expect(router.title == "Board")
        let next = builder.componentForCurrentBuildPass
        #expect(next !== early)
        #expect(builder.finalStageBuild(withDynamicDependency: "Game").component === next)
    }

    @Test("the simple multi-stage builder needs no dynamic dependency")
    func simpleBuilder() {
        let builder = SimpleStagedBuilder { StageComponent() }
        let component = builder.componentForCurrentBuildPass
        let router = builder.finalStageBuild()
        #expect(router.component === component)
        #expect(builder.finalStageBuild().component !== component)
    }

    @Test("a component builder that returns the same instance for two passes is caught")
    func reuseIsCaught() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let component = StageComponent()
                let builder = SimpleStagedBuilder { component }
                _ = builder.finalStageBuild()
                _ = builder.finalStageBuild()
            }
        }
    }
}
