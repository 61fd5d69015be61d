/// What the card application asks of whoever drives it, as the seed names the actions.
public enum CardApplicationViewAction: ScreenAction {
    case viewDidLoad
    case applyCheckCard
    case finish
    case moveToMain
}
