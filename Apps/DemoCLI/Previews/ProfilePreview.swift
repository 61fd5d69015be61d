import FeatureUserInterface

/// The profile in the catalog.
enum ProfilePreview: ScreenPreview {
    typealias View = ProfileView
    static let name = "profile"

    static let member = ProfileViewState(
        name: "김민준", username: "minjun", email: "minjun.kim@example.kr", phone: "+1-555-0101",
        website: "minjun.example.org", company: "코드숲", city: "서울")

    static func states() -> [NamedState<ProfileViewState>] {
        var logout = member
        logout.pendingConfirmation = .logout
        var delete = member
        delete.pendingConfirmation = .deleteAccount
        var working = member
        working.isWorking = true
        return [
            NamedState(name: "korean", state: member),
            NamedState(name: "logout-alert", state: logout),
            NamedState(name: "delete-alert", state: delete),
            NamedState(name: "working", state: working),
            NamedState(
                name: "long",
                state: ProfileViewState(
                    name: "Maximilian Alexander von Hohenberg-Wittelsbach", username: "maximilian.alexander.hohenberg",
                    email: "maximilian.alexander.von.hohenberg@a-very-long-domain.example.com", phone: "+49 30 1234567890 ext. 4242",
                    website: "https://maximilian-alexander-von-hohenberg.example.org/about", company: "Hohenberg & Söhne Software GmbH",
                    city: "Berlin")),
        ]
    }

}

extension ProfilePreview {
    /// Asking shows the alert, cancelling hides it, confirming starts working.
    static func scriptedStates(after action: ProfileViewAction, from state: ProfileViewState) -> [ProfileViewState] {
        var state = state
        switch action {
        case .request(let confirmation): state.pendingConfirmation = confirmation
        case .cancelConfirmation: state.pendingConfirmation = nil
        case .confirm:
            state.pendingConfirmation = nil
            state.isWorking = true
        default: return []
        }
        return [state]
    }
}

extension ProfilePreview {
    static func leaves(after action: ProfileViewAction) -> Bool {
        if case .back = action { return true }
        return false
    }
}
