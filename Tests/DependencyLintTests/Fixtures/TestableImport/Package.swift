// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TestableImport",
    targets: [
        .target(name: "Core"),
        .target(name: "Feature", dependencies: ["Core"]),
    ]
)
