import FeatureUserInterface
import RIBs
@testable import FeatureDomain

/// Records the states the interactor presents.
@MainActor
final class HomePresentableMock: HomePresentable {
    var listener: (any ScreenActionListener<HomeViewAction>)?
    private(set) var states: [HomeViewState] = []

    func update(state: HomeViewState) { states.append(state) }
}

/// Hands out numbers from a fixed list, and records the ranges asked for.
@MainActor
final class RandomNumberSourceMock: RandomNumberSource {
    private var numbers: [Int]
    private(set) var requestedRanges: [ClosedRange<Int>] = []

    init(_ numbers: [Int]) { self.numbers = numbers }

    func next(in range: ClosedRange<Int>) -> Int {
        requestedRanges.append(range)
        return numbers.removeFirst()
    }
}

/// A parent of Home that records nothing: Home reports nothing upward yet.
@MainActor
final class HomeListenerMock: HomeListener {}

/// The app-level dependency for the root RIB.
final class RootDependencyMock: RootDependency {
    @MainActor let randomNumberSource: any RandomNumberSource
    @MainActor init(numbers: [Int]) { randomNumberSource = RandomNumberSourceMock(numbers) }
}

/// A window that records its root.
@MainActor
final class WindowMock: Window {
    private(set) var roots: [any ViewControllable] = []
    func setRootViewControllable(_ viewControllable: any ViewControllable) { roots.append(viewControllable) }
}
