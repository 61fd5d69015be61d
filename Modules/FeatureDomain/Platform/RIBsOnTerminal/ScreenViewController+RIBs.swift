import FeatureUserInterface
import RIBs

// Every State/Action screen's controller can be a RIB's presenter and its view: each RIB adds
// its own `…Presentable` and `…ViewControllable` for its screen with a conditional conformance.
extension ScreenViewController: Presentable, ViewControllable {}
