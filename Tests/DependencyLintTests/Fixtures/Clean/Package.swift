// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Clean",
    targets: [
        .target(name: "Core"),
        .target(name: "Backend"),
        .target(name: "Feature", dependencies: ["Core"]),
        .executableTarget(name: "App", dependencies: ["Feature", "Core"]),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
    ]
)
