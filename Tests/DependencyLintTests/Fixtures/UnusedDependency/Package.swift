// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UnusedDependency",
    targets: [
        .target(name: "Core"),
        .target(name: "Feature", dependencies: ["Core"]),
    ]
)
