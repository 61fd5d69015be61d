#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What this process does on a signal, as sigaction(2) reports it, for tests of code that
/// installs handlers and must give back what it found.
public enum SignalDisposition: Equatable, Sendable {
    case byDefault
    case ignored
    /// A handler of the process's own.
    case handled

    /// The disposition of `signal` now.
    public static func of(_ signal: Int32) -> SignalDisposition {
        var current = sigaction()
        sigaction(signal, nil, &current)
        // The handler is a union each C library names its own way (<sys/signal.h>).
        #if canImport(Darwin)
            let handler = unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
        #elseif canImport(Glibc)
            let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        #else
            let handler = unsafeBitCast(current.__sa_handler.sa_handler, to: Int.self)
        #endif
        switch handler {
        case 0: return .byDefault
        case 1: return .ignored
        default: return .handled
        }
    }

    /// Sets `signal` to be ignored, or handled by default.
    public static func set(_ signal: Int32, ignored: Bool) {
        _ = setHandler(signal, ignored ? SIG_IGN : SIG_DFL)
    }
}

/// signal(3) under a name no member of ``SignalDisposition`` shadows.
private func setHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? {
    signal(number, handler)
}
