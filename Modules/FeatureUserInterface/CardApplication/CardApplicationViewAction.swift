/// What the card application asks of whoever drives it.
public enum CardApplicationViewAction: ScreenAction, Hashable {
    case viewDidLoad
    /// Choose the account type with this id.
    case choose(accountTypeID: String)
    case applyCheckCard
    /// Try the failed application again.
    case retry
    case finish
    case moveToMain
}
