// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DeclaredCycle",
    targets: [
        .target(name: "Core", dependencies: ["Feature"]),
        .target(name: "Feature", dependencies: ["Core"]),
    ]
)
