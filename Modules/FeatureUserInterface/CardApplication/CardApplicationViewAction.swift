/// What the card application asks of whoever drives it.
public enum CardApplicationViewAction: ScreenAction {
    case viewDidLoad
    case applyCheckCard
    case finish
    case moveToMain
}
