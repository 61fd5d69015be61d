extension ScreenHost {
    /// The characters the frames may use (see ``Charset``); set before ``run()``.
    public var charset: Charset {
        get { session.charset }
        set { session.charset = newValue }
    }
}
