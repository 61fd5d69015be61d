/// What the profile asks of whoever drives it.
public enum ProfileViewAction: ScreenAction {
    case viewDidLoad
    /// The user asked for a destructive step; it needs a confirmation.
    case request(ProfileViewState.Confirmation)
    /// The user confirmed the step in the alert.
    case confirm(ProfileViewState.Confirmation)
    /// The user cancelled the alert.
    case cancelConfirmation
    /// Leave the profile.
    case back
}
