// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UndeclaredImport",
    targets: [
        .target(name: "Core"),
        .target(name: "Feature", dependencies: ["Core"]),
        .executableTarget(name: "App", dependencies: ["Feature"]),
    ]
)
