// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ForbiddenDependency",
    targets: [
        .target(name: "Core"),
        .target(name: "Backend"),
        .target(
            name: "Feature",
            dependencies: ["Core", "Backend"]
        ),
    ]
)
