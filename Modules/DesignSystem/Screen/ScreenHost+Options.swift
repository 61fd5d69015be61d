extension ScreenHost {
    /// The characters the frames may use (see ``Charset``); set before ``run()``.
    public var charset: Charset {
        get { session.charset }
        set { session.charset = newValue }
    }
}

extension ScreenHost {
    /// Accessible mode: the cursor is shown on the focused row or field at every frame, an
    /// announcement line names the screen or alert on show, and nothing animates. Set before ``run()``.
    public var isAccessible: Bool {
        get { session.isAccessible }
        set {
            session.isAccessible = newValue
            frameWriter.showsCursor = newValue
        }
    }

    /// Whether links go out as OSC 8 hyperlinks (never in ASCII; see ``ScreenSession/showsLinks``).
    public var showsLinks: Bool {
        get { session.showsLinks }
        set { session.showsLinks = newValue }
    }
}
