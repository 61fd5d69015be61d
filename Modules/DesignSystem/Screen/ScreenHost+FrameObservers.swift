/// Watching the frames a host builds: an inspector while attached, a session recorder.
extension ScreenHost {
    /// Whether anyone watches the frames.
    public var hasFrameObservers: Bool { !frameObservers.isEmpty }

    /// Tells `observe` of every frame built from now on, after its bytes went to the terminal;
    /// the token removes it.
    @discardableResult
    public func addFrameObserver(_ observe: @escaping @MainActor (CellBuffer) -> Void) -> FrameObserverToken {
        frameObserverCount += 1
        let token = FrameObserverToken(number: frameObserverCount)
        frameObservers.append((token, observe))
        return token
    }

    /// Stops telling the frame observer `token` names; nothing happens if it is gone already.
    public func removeFrameObserver(_ token: FrameObserverToken) {
        frameObservers.removeAll { $0.token == token }
    }
}
