// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FoundationImport",
    targets: [
        .target(name: "Core", path: "Modules/Core")
    ]
)
