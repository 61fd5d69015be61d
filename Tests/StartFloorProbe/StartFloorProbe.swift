import Dispatch
import Observation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The floor of a Swift start, for the pty benchmark: a program that carries what the release
/// MainCLI carries (the Swift runtime and its concurrency runtime, FoundationEssentials, dispatch,
/// Observation), starts as MainCLI does (an async `main` on the main actor) and is linked as
/// MainCLI is, and does nothing but write the end of a frame. Its start beside printf(1)'s is the
/// language's share of MainCLI's start (exec of a large static binary, the loader relocating it,
/// the runtime setting up); what MainCLI takes above it is the app's own launch.
@main
@MainActor
enum StartFloorProbe {
    static func main() async {
        // One use of each library keeps it in the link, and with it the start-up work it brings:
        // the linker leaves out a library nobody calls, which would then cost nothing.
        let carried: [Any] = [DispatchQueue.main, URL(filePath: "/"), ObservationRegistrar()]
        withExtendedLifetime(carried) {}
        // ESC [ ? 2026 l: the end of synchronized output, which ends every frame MainCLI draws.
        StandardOutput.send([0x1B, 0x5B, 0x3F, 0x32, 0x30, 0x32, 0x36, 0x6C])
    }
}
