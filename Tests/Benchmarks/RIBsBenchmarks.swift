import RIBs

/// Counts the RIB objects of the benchmark that are alive, to show that detaching frees them.
@MainActor
enum LiveObjects {
    static var count = 0
}

@MainActor
private final class BenchInteractor: Interactor {
    override init() {
        LiveObjects.count += 1
        super.init()
    }

    isolated deinit {
        LiveObjects.count -= 1
    }
}

@MainActor
private final class BenchRouter: Router<BenchInteractor> {
    init() {
        LiveObjects.count += 1
        super.init(interactor: BenchInteractor())
    }

    isolated deinit {
        LiveObjects.count -= 1
    }
}

@MainActor
func runRIBsBenchmarks(into table: inout BenchmarkTable) async {
    // The benchmark drops routers by the hundred thousand; nothing it keeps is a leak.
    let quietDetector = LeakDetector()
    quietDetector.isEnabled = false

    let children = 100_000
    await LeakDetector.$current.withValue(quietDetector) {
        let parent = BenchRouter()
        parent.interactor.activate()
        // Goal: the figure reported when the RIBs runtime landed (about 1.8 µs), with headroom.
        await table.measure("attach+detach of \(children) child RIBs, per child", goal: .time(atMost: 2_000), operations: children,
                            mainThreadOnly: true) {
            for _ in 0..<children {
                let child = BenchRouter()
                parent.attachChild(child)
                parent.detachChild(child)
            }
        }
    }
    table.check("RIB objects alive after the attach/detach runs", value: Double(LiveObjects.count), goal: .count(atMost: 0))

    let values = 1_000_000
    let subscribers = 10
    // Goal: the figure reported when the relays landed (about 14 µs a value, 1.4 µs a delivery).
    await table.measure("relay: \(values) values accepted, \(subscribers) subscribers, per value", goal: .time(atMost: 14_000),
                        operations: values, repetitions: 3) {
        let relay = CurrentValueRelay(0)
        let streams = (0..<subscribers).map { _ in relay.values }
        await withTaskGroup(of: Int.self) { group in
            for stream in streams {
                group.addTask {
                    var received = 0
                    for await value in stream {
                        received += 1
                        if value == values { break }
                    }
                    return received
                }
            }
            for value in 1...values { relay.accept(value) }
            var delivered = 0
            for await received in group { delivered += received }
            // Latest wins: a subscriber slower than the producer skips values, but every one
            // ends on the last value (its loop stops there), so the group finishing proves it.
            precondition((subscribers...subscribers * (values + 1)).contains(delivered), "the relay delivered \(delivered) values")
        }
    }
}
