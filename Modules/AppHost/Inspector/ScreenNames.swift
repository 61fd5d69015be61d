/// Screen names by their state's type (`LoggedOut` for `LoggedOutViewState`), each made once:
/// how the inspector and a session recording name the screen an action or a state came from.
struct ScreenNames {
    private var names: [ObjectIdentifier: String] = [:]

    /// The screen's name, from its state's type.
    mutating func name(ofStateType type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        var name = _typeName(type, qualified: false)
        for suffix in ["ViewState", "State"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        names[key] = name
        return name
    }
}
