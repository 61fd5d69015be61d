// swift-tools-version: 6.0
// Two small programs on the RIBs and DesignSystem libraries, as another package would write
// them; they reach the libraries by path (this repository, two folders up).
//   swift run table-browser books.json    a DesignSystem-only table browser over a JSON file
//   swift run deep-link-app [LINK]        a two-RIB app that opens a link through a workflow
// Scripts/check-examples builds both and runs each once without a terminal (--frame).
import Foundation
import PackageDescription

// A package reached by path is known by its folder's name, whatever it is in this checkout.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "Examples",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "table-browser", targets: ["TableBrowser"]),
        .executable(name: "deep-link-app", targets: ["DeepLinkApp"]),
    ],
    dependencies: [.package(path: root.path)],
    targets: [
        .executableTarget(
            name: "TableBrowser",
            dependencies: [.product(name: "DesignSystem", package: root.lastPathComponent)]
        ),
        .executableTarget(
            name: "DeepLinkApp",
            dependencies: [
                .product(name: "RIBs", package: root.lastPathComponent),
                .product(name: "DesignSystem", package: root.lastPathComponent),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
