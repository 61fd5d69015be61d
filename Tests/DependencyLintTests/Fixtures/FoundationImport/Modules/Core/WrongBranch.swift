#if canImport(FoundationEssentials)
    import Foundation
#else
    @preconcurrency import FoundationInternationalization
#endif
#if os(Linux)
    import Foundation
#endif

let wrongBranch = 1
