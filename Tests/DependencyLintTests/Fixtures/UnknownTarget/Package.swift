// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UnknownTarget",
    targets: [
        .target(name: "Core"),
        .target(name: "Stray", dependencies: ["Core"]),
    ]
)
