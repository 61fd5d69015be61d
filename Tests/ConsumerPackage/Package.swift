// swift-tools-version: 6.0
// A package outside the app that depends on the RIBs and DesignSystem libraries as another
// project would: it builds a two-RIB app with one screen, in its own theme, and tests it.
// By default it reaches the libraries by path (this checkout). Scripts/check-consumer-by-url
// runs a copy of it that depends by URL instead, on a `file://` clone tagged with a version,
// as a project that adopts a release does: it sets CONSUMER_LIBRARIES_URL and
// CONSUMER_LIBRARIES_VERSION.
import Foundation
import PackageDescription

let environment = ProcessInfo.processInfo.environment
let libraries: Package.Dependency
let librariesPackage: String
if let url = environment["CONSUMER_LIBRARIES_URL"], let version = environment["CONSUMER_LIBRARIES_VERSION"].flatMap(Version.init) {
    // A package reached by URL is known by the URL's last path component.
    libraries = .package(url: url, exact: version)
    librariesPackage = URL(string: url)?.deletingPathExtension().lastPathComponent ?? url
} else {
    // A package reached by path is known by its folder's name, whatever that folder is called
    // in this checkout.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    libraries = .package(path: root.path)
    librariesPackage = root.lastPathComponent
}

let package = Package(
    name: "ConsumerPackage",
    platforms: [.macOS(.v15)],
    dependencies: [libraries],
    targets: [
        .target(
            name: "CounterApp",
            dependencies: [
                .product(name: "RIBs", package: librariesPackage),
                .product(name: "DesignSystem", package: librariesPackage),
            ]
        ),
        .testTarget(
            name: "CounterAppTests",
            dependencies: [
                "CounterApp",
                .product(name: "RIBs", package: librariesPackage),
                .product(name: "DesignSystem", package: librariesPackage),
            ],
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
