import Dispatch
import Observation
import Testing

@testable import DesignSystem

/// The host's watch on what a frame read: a change asks for one frame, and a frame that changed
/// nothing observed (a key that moved a selection kept in the view) leaves nothing behind. Each
/// watch Observation keeps holds its `onChange` closure, so the tests count live closures
/// through an object each one captures.
@MainActor
@Suite("Frame observation", .timeLimit(.minutes(1)))
struct FrameObservationTests {
    @Test("1,000 frames that change nothing observed keep one watch, not 1,000")
    func framesWithoutChangesKeepOneWatch() {
        let model = CountingModel()
        let observation = FrameObservation()
        for _ in 0..<1000 {
            let token = LiveToken()
            _ = observation.watch {
                model.value
            } onChange: {
                _ = token
            }
        }
        #expect(LiveToken.live <= 1, "watches still registered: \(LiveToken.live)")
        observation.stop()
        #expect(LiveToken.live == 0, "stopping ends the last watch too")
    }

    @Test("a change to what the frame read asks for one frame, on the main queue")
    func changeAsksForAFrame() async {
        let model = CountingModel()
        let observation = FrameObservation()
        await confirmation("asked for a frame", expectedCount: 1) { asked in
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                _ = observation.watch {
                    model.value
                } onChange: {
                    asked()
                    done.resume()
                }
                model.value += 1
                // A second change before the frame asks for nothing more: the watch has ended.
                model.value += 1
            }
        }
    }

    @Test("a change seen by a watch that a later frame replaced asks for nothing")
    func replacedWatchIsSilent() async {
        let model = CountingModel()
        let other = CountingModel()
        let observation = FrameObservation()
        var asked: [String] = []
        _ = observation.watch {
            model.value
        } onChange: {
            asked.append("first")
        }
        _ = observation.watch {
            other.value
        } onChange: {
            asked.append("second")
        }
        model.value += 1
        other.value += 1
        // The main queue's next turns, where the asks land.
        for _ in 0..<3 { await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } } }
        #expect(asked == ["second"])
    }
}

/// Counts the instances alive: each watch's closure captures one.
private final class LiveToken {
    @MainActor static var live = 0

    @MainActor init() { Self.live += 1 }

    deinit {
        MainActor.assumeIsolated { Self.live -= 1 }
    }
}

/// One observable number.
@MainActor
private final class CountingModel: Observable {
    private let registrar = ObservationRegistrar()
    private var stored = 0

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set { registrar.withMutation(of: self, keyPath: \.value) { stored = newValue } }
    }
}
