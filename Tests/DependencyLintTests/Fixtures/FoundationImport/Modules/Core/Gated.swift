#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// import Foundation (a comment is no import)
let gated = "import Foundation"
