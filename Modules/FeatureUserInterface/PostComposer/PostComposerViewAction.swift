/// What the post composer asks of whoever drives it.
public enum PostComposerViewAction: ScreenAction {
    case viewDidLoad
    /// Send the post as typed; whoever drives the screen validates it.
    case send(title: String, body: String)
    /// Stop the request on its way; the text stays in the form.
    case cancelSending
    /// Leave the composer, handing back what is typed so it is not lost.
    case close(title: String, body: String)
    /// The texts changed: what is typed so far, kept even if the screen goes away unasked.
    case edit(title: String, body: String)
}
