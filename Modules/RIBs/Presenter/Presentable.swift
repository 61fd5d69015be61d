/// Something an interactor can present to: in practice a view controller or a presenter.
@MainActor
public protocol Presentable: AnyObject {}
