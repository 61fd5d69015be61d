import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where SwiftPM put the products it built with the tests (MainCLI, ScreenHostProbe, ...).
public enum BuiltProducts {
    /// The products directory: the one holding the running test binary, or on Darwin the one
    /// holding its .xctest bundle.
    public static var directory: URL {
        var image = URL(fileURLWithPath: imagePath).deletingLastPathComponent()
        // Darwin runs the tests from NAME.xctest/Contents/MacOS/NAME inside the products directory.
        if image.lastPathComponent == "MacOS", image.deletingLastPathComponent().lastPathComponent == "Contents",
            image.deletingLastPathComponent().deletingLastPathComponent().pathExtension == "xctest"
        {
            image = image.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        }
        return image
    }

    /// The path of the built product `name`.
    public static func path(of name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The file this code was loaded from.
    private static var imagePath: String {
        #if canImport(Darwin)
            // The running executable may be swift test's helper, so ask which image holds this code.
            var info = Dl_info()
            if dladdr(unsafeBitCast(imageAnchor, to: UnsafeRawPointer.self), &info) != 0, let name = info.dli_fname {
                return String(cString: name)
            }
            return CommandLine.arguments[0]
        #else
            return (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        #endif
    }
}

#if canImport(Darwin)
    /// A function of this image, whose address dladdr(3) maps back to the image's file.
    private let imageAnchor: @convention(c) () -> Void = {}
#endif
