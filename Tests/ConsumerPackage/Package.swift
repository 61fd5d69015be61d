// swift-tools-version: 6.0
// A package outside the app that depends on the RIBs and DesignSystem libraries by path, as
// another project would: it builds a two-RIB app with one screen and tests it. Scripts/test
// builds and tests it, so the libraries stay usable without the app.
import Foundation
import PackageDescription

// A package reached by path is known by its folder's name, whatever that folder is called in
// this checkout.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "ConsumerPackage",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: root.path)
    ],
    targets: [
        .target(
            name: "CounterApp",
            dependencies: [
                .product(name: "RIBs", package: root.lastPathComponent),
                .product(name: "DesignSystem", package: root.lastPathComponent),
            ]
        ),
        .testTarget(
            name: "CounterAppTests",
            dependencies: [
                "CounterApp",
                .product(name: "RIBs", package: root.lastPathComponent),
                .product(name: "DesignSystem", package: root.lastPathComponent),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
