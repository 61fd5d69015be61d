// swift-tools-version: 6.0
// The coverage-guided fuzz harnesses: one libFuzzer executable per hand-written parser of the app.
// `Scripts/fuzz` builds this package with `-Xswiftc -sanitize=fuzzer,address` in its own scratch
// folder (.build/fuzz) and runs the harnesses; `Scripts/test` runs a short smoke of each.
//
// The app's modules are compiled here from their own folders (the links in `Modules/` point at
// them), so the sanitiser's coverage instrumentation reaches the parsers themselves and the root
// package carries no fuzzing flag. Their targets mirror the root `Package.swift`; a module that
// gains a dependency there gains it here. They are built with `-enable-testing`, so harnesses
// reach internal API (`HTTPResponseReader`, the cell buffer's cells) through `@testable import`.
import PackageDescription

let moduleSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .unsafeFlags(["-enable-testing"]),
]

/// A harness: an executable whose entry point is libFuzzer's `main`, calling the harness's
/// `LLVMFuzzerTestOneInput`.
func harness(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: "\(name)Fuzz",
        dependencies: dependencies + ["FuzzSupport"],
        path: "Harnesses/\(name)",
        swiftSettings: [.unsafeFlags(["-parse-as-library"])],
        // The toolchain's lld: gold warns that it cannot export a symbol of AddressSanitizer's.
        linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
    )
}

let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    targets: [
        // MARK: The app's modules, from their own folders
        .target(name: "SystemCalls", path: "Modules/SystemCalls", exclude: ["README.md"], swiftSettings: moduleSettings),
        .target(name: "Resources", path: "Modules/Resources", exclude: ["Files"], swiftSettings: moduleSettings),
        .target(name: "DesignSystem", dependencies: ["Resources", "SystemCalls"], path: "Modules/DesignSystem", swiftSettings: moduleSettings),
        .target(
            name: "FeatureUserInterface", dependencies: ["DesignSystem", "Resources"], path: "Modules/FeatureUserInterface", swiftSettings: moduleSettings),
        .target(name: "RIBs", path: "Modules/RIBs", swiftSettings: moduleSettings),
        .target(name: "Network", dependencies: ["SystemCalls"], path: "Modules/Network", swiftSettings: moduleSettings),
        .target(
            name: "FeatureDomain",
            dependencies: ["RIBs", "FeatureUserInterface", "DesignSystem", "Resources", "Network", "SystemCalls"],
            path: "Modules/FeatureDomain",
            swiftSettings: moduleSettings
        ),
        .target(
            name: "AppHost",
            dependencies: ["FeatureDomain", "RIBs", "FeatureUserInterface", "DesignSystem", "SystemCalls"],
            path: "Modules/AppHost",
            swiftSettings: moduleSettings
        ),

        // MARK: Harnesses
        .target(name: "FuzzSupport", path: "Harnesses/FuzzSupport"),
        .target(name: "HTTPResponseChecks", dependencies: ["Network", "FuzzSupport"], path: "Harnesses/HTTPResponseChecks"),
        harness("KeyDecoder", ["DesignSystem"]),
        harness("HTTPResponse", ["Network", "HTTPResponseChecks"]),
        harness("HTTPChunked", ["Network", "HTTPResponseChecks"]),
        harness("HTTPRequest", ["AppHost"]),
        harness("DeepLink", ["FeatureDomain"]),
        harness("InstanceMessage", ["AppHost"]),
        harness("DataFile", ["FeatureDomain"]),
        harness("CellBuffer", ["DesignSystem"]),
        harness("TerminalSanitizer", ["DesignSystem"]),
        harness("SessionFile", ["AppHost"]),
    ],
    swiftLanguageModes: [.v6]
)
