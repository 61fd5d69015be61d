// swift-tools-version: 6.2
// 6.2: the code uses `weak let` (Xcode 26 or a Swift 6.2 toolchain on Linux).
// One package for the whole monorepo. The target dependencies below are exactly the module table
// in docs/ARCHITECTURE.md; `Scripts/dependency-lint` checks them, and every import, against
// `Scripts/dependency-rules.txt`.
import PackageDescription

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    // musl: no probe; the link below leaves packed relocations out.
#endif

let strictSwift: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

/// Every module of the app and the libraries: in a release build on Linux, a concrete generic
/// type such as `[Style: [UInt8]]` is reached through its metadata accessor, which hands the
/// runtime its witness tables, rather than by its mangled name, which makes the runtime prove
/// each requirement again (`Style: Hashable`) by scanning every protocol conformance record in
/// the binary, 4,300 of them, once per new type. Such scans were half of the launch's
/// instructions; with the libraries (RIBs, DesignSystem, Resources) built this way too, 0.3 ms
/// of the launch went. A package that depends on ours by version builds the libraries with the
/// flag as well: SwiftPM refuses unsafe flags in a dependency only below tools version 6.2, and
/// this manifest is 6.2 (Scripts/check-consumer-by-url resolves them so). The flag is a frontend
/// option, not a language change: a compiler without it would refuse the release build, which
/// Scripts/test's release check would show at once.
let moduleSwift: [SwiftSetting] =
    strictSwift + [
        .unsafeFlags(
            ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(platforms: [.linux], configuration: .release))
    ]

/// Whether the C library this package is built against loads packed relative relocations
/// (DT_RELR): glibc 2.36 and later. A binary linked with them asks for GLIBC_ABI_DT_RELR, which
/// an older loader refuses, so they are asked for only where the build's own glibc has it
/// (confstr(3), _CS_GNU_LIBC_VERSION). Elsewhere, musl included, the link leaves them out.
/// The probe reads the building machine's glibc: a MainCLI built on glibc 2.36 or later runs
/// only there, as a binary linked against a newer glibc generally does; build on the oldest
/// system it must run on (or with a Swift SDK for that system) to ship it further.
let systemLoaderReadsPackedRelocations: Bool = {
    #if canImport(Glibc)
        var version = [CChar](repeating: 0, count: 64)
        guard confstr(Int32(_CS_GNU_LIBC_VERSION), &version, version.count) > 0 else { return false }
        // "glibc 2.36"
        let text = String(decoding: version.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let numbers = text.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
        return numbers.count >= 2 && (numbers[0], numbers[1]) >= (2, 36)
    #elseif canImport(Musl)
        return false
    #else
        return false
    #endif
}()

/// Whether the GCC installation the link uses has the static C++ library, libstdc++.a: Debian
/// and Ubuntu ship it with the libstdc++ development package the Swift toolchain needs; Fedora and
/// RHEL keep it in libstdc++-static. Without it the release link keeps the shared library.
/// Like clang, the probe takes the newest GCC version with a crtbegin.o under
/// /usr/lib{,64}/gcc/<arch>-*linux*/ (Scripts/check-release-binary asks clang itself). It reads
/// the building machine: cross-compiling with a Swift SDK whose sysroot lacks the archive needs
/// the folder's `-L` taken out of the link flags below. SwiftPM keeps a manifest's evaluation
/// until the manifest changes, so after removing the archive touch Package.swift.
let gccHasStaticLibstdcxx: Bool = {
    #if canImport(Glibc)
        #if arch(x86_64)
            let architecture: String? = "x86_64"
        #elseif arch(arm64)
            let architecture: String? = "aarch64"
        #else
            let architecture: String? = nil
        #endif
        guard let architecture else { return false }
        var found = glob_t()
        defer { globfree(&found) }
        let first = glob("/usr/lib/gcc/\(architecture)-*linux*/*/crtbegin.o", 0, nil, &found)
        let second = glob("/usr/lib64/gcc/\(architecture)-*linux*/*/crtbegin.o", first == 0 ? GLOB_APPEND : 0, nil, &found)
        guard first == 0 || second == 0 else { return false }
        var newest: (version: [Int], directory: String)?
        for index in 0..<Int(found.gl_pathc) {
            guard let path = found.gl_pathv[index].map({ String(cString: $0) }) else { continue }
            let directory = String(path.dropLast("/crtbegin.o".count))
            let version = directory.split(separator: "/").last?.split(separator: ".").compactMap { Int($0) } ?? []
            if newest.map({ $0.version.lexicographicallyPrecedes(version) }) ?? true {
                newest = (version, directory)
            }
        }
        guard let newest else { return false }
        return access(newest.directory + "/libstdc++.a", R_OK) == 0
    #else
        return false
    #endif
}()

/// The release MainCLI's link on Linux (see the MainCLI target for why each flag), which the
/// start floor it is measured against shares. The manifest runs top to bottom, so what this reads
/// is declared above it.
let mainCLIReleaseLinkFlags: [String] = {
    var flags = [
        "-static-stdlib", "-use-ld=lld", "-Xlinker", "--strip-debug", "-Xlinker", "--discard-all",
        "-Xlinker", "--no-export-dynamic",
        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Apps/MainCLI/Link/start-order.txt",
        "-Xlinker", "--no-warn-symbol-ordering",
    ]
    if systemLoaderReadsPackedRelocations {
        flags += ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
    }
    if gccHasStaticLibstdcxx {
        flags += ["-L", "\(Context.packageDirectory)/Apps/MainCLI/Link/static-libstdc++"]
    }
    return flags
}()

let package = Package(
    name: "ModularTerminalApp",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "MainCLI", targets: ["MainCLI"]),
        .executable(name: "DemoCLI", targets: ["DemoCLI"]),
        .executable(name: "dependency-lint", targets: ["DependencyLintTool"]),
        // The three modules other packages may depend on, without the app: the RIBs runtime, the
        // terminal toolkit (with the Resources it draws its strings and colours from), and a
        // program's command line as one table (parser, --help, manual page, completions).
        .library(name: "RIBs", targets: ["RIBs"]),
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
        .library(name: "CommandLineTable", targets: ["CommandLineTable"]),
    ],
    targets: [
        // MARK: Modules
        // The only module that calls the C library (with RIBs' own two calls): every other module
        // reaches the system through it.
        .target(
            name: "SystemCalls",
            path: "Modules/SystemCalls",
            exclude: ["README.md"],
            swiftSettings: moduleSwift
        ),
        .target(
            name: "Resources",
            path: "Modules/Resources",
            exclude: ["Files"],
            swiftSettings: moduleSwift
        ),
        .target(
            name: "DesignSystem",
            dependencies: ["Resources", "SystemCalls"],
            path: "Modules/DesignSystem",
            swiftSettings: moduleSwift
        ),
        // A leaf: the toolchain only, so that a program can take its command line without the toolkit.
        .target(
            name: "CommandLineTable",
            path: "Modules/CommandLineTable",
            // Optimised for size: a command line is parsed once, and the release MainCLI keeps
            // within its 25 MB (Scripts/check-release-binary).
            swiftSettings: moduleSwift + [.unsafeFlags(["-Osize"], .when(configuration: .release))]
        ),
        .target(
            name: "FeatureUserInterface",
            dependencies: ["DesignSystem", "Resources"],
            path: "Modules/FeatureUserInterface",
            swiftSettings: moduleSwift
        ),
        .target(
            name: "RIBs",
            path: "Modules/RIBs",
            swiftSettings: moduleSwift
        ),
        .target(
            name: "Network",
            dependencies: ["SystemCalls"],
            path: "Modules/Network",
            swiftSettings: moduleSwift
        ),
        .target(
            name: "FeatureDomain",
            dependencies: ["RIBs", "FeatureUserInterface", "DesignSystem", "Resources", "Network", "SystemCalls"],
            path: "Modules/FeatureDomain",
            swiftSettings: moduleSwift
        ),
        .target(
            name: "AppHost",
            dependencies: ["FeatureDomain", "RIBs", "FeatureUserInterface", "DesignSystem", "Resources", "Network", "SystemCalls"],
            path: "Modules/AppHost",
            // Optimised for size: nothing here is on a key's path but the copying of values for an
            // inspector or a recorder, and the sessions' format, replay and pages made the release
            // binary cross its 25 MB (Scripts/check-release-binary).
            swiftSettings: moduleSwift + [.unsafeFlags(["-Osize"], .when(configuration: .release))]
        ),

        // MARK: Apps
        .executableTarget(
            name: "MainCLI",
            dependencies: ["AppHost", "FeatureDomain", "RIBs", "DesignSystem", "Resources", "Network", "CommandLineTable", "SystemCalls"],
            path: "Apps/MainCLI",
            exclude: ["Link"],
            // Optimised for size (-Osize): its own code wires the app and runs its commands once; the
            // work of a frame or a key is in the modules.
            swiftSettings: moduleSwift + [
                .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
                .unsafeFlags(["-Osize"], .when(configuration: .release)),
            ],
            // The release app carries the Swift runtime and FoundationEssentials inside it: loading and
            // binding ~20 shared libraries was most of its start (8.7 ms of a 9 ms `route`;
            // 3 ms linked in). Only the toolchain's own static libraries; libc, and OpenSSL
            // (loaded on the first https:// request), stay shared. Debug builds link as usual.
            // The flag goes to the compiler too, so that MainCLI's own objects ask the linker
            // for the static libraries FoundationEssentials needs (its C shims, collections). The toolchain's
            // lld links it: gold repeats glibc's link-time note on Foundation's use of mktemp.
            // Linux only: the Darwin driver refuses both flags (the system carries the runtime).
            // The shipped binary keeps its function names (perf and crash backtraces read them) but
            // not the DWARF line tables nor the assembler's local labels: a third of its size.
            // What the kernel keeps resident of it: the functions of the start come first and side
            // by side (Link/start-order.txt, written by Scripts/start-order), where scattered they
            // made nearly all 10 MB of code resident; no symbol is exported (nothing loads the app
            // as a library, and the loader no longer reads 6,000 names); relative relocations are
            // packed where the C library reads them (1 MB of the file read at every start). The C++
            // library the runtime needs is linked in where GCC has its static archive
            // (Link/static-libstdc++ says how): binding the shared one was a sixth of the start.
            linkerSettings: [
                .unsafeFlags(mainCLIReleaseLinkFlags, .when(platforms: [.linux], configuration: .release))
            ]
        ),
        .executableTarget(
            name: "DemoCLI",
            dependencies: ["FeatureUserInterface", "DesignSystem", "Resources", "CommandLineTable", "SystemCalls"],
            path: "Apps/DemoCLI",
            swiftSettings: strictSwift
        ),

        // MARK: Tools
        .target(
            name: "DependencyLint",
            path: "Scripts/DependencyLint/Sources/DependencyLint",
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "DependencyLintTool",
            dependencies: ["DependencyLint"],
            path: "Scripts/DependencyLint/Sources/DependencyLintTool",
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["FeatureUserInterface", "DesignSystem", "Resources", "RIBs", "Network", "NetworkTestSupport"],
            path: "Tests/Benchmarks",
            // The Rich comparison's scripts, which the board benchmark runs.
            exclude: ["Comparison"],
            swiftSettings: strictSwift
        ),
        // The pty benchmark's floor of a Swift start: MainCLI's runtime and libraries, linked as
        // MainCLI is (its start order too: the runtime's functions in it are placed the same
        // way, and the app's own, absent here, are skipped), doing nothing.
        .executableTarget(
            name: "StartFloorProbe",
            path: "Tests/StartFloorProbe",
            swiftSettings: strictSwift + [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [
                .unsafeFlags(mainCLIReleaseLinkFlags, .when(platforms: [.linux], configuration: .release))
            ]
        ),
        // What every pty test starts: it makes the pty the program's controlling terminal (setsid,
        // TIOCSCTTY), which posix_spawn cannot do on Darwin, then becomes the program.
        .executableTarget(
            name: "PtySessionLeader",
            path: "Tests/PtySessionLeader",
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "ScreenHostProbe",
            dependencies: ["DesignSystem", "TerminalTestSupport"],
            path: "Tests/ScreenHostProbe",
            swiftSettings: strictSwift
        ),

        // MARK: Tests
        .executableTarget(
            name: "SaveLoopProbe",
            dependencies: ["FeatureDomain"],
            path: "Tests/SaveLoopProbe",
            swiftSettings: strictSwift
        ),
        .target(
            name: "ArticleTestSupport",
            path: "Tests/ArticleTestSupport",
            swiftSettings: strictSwift
        ),
        .target(
            name: "TerminalTestSupport",
            path: "Tests/TerminalTestSupport",
            swiftSettings: strictSwift
        ),
        // The whole app launched headless and the mocks it runs on, for the tests of FeatureDomain and AppHost.
        .target(
            name: "FeatureDomainTestSupport",
            dependencies: ["FeatureDomain", "RIBs", "DesignSystem", "Resources", "Network"],
            path: "Tests/FeatureDomainTestSupport",
            swiftSettings: strictSwift
        ),
        .target(
            name: "NetworkTestSupport",
            dependencies: ["Network"],
            path: "Tests/NetworkTestSupport",
            exclude: ["Server", "Certificates"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "MainCLITests",
            // MainCLI is only a dependency so that building the tests builds it: the tests run it on a pty.
            dependencies: ["MainCLI", "CommandLineTable", "SaveLoopProbe", "PtySessionLeader", "TerminalTestSupport"],
            path: "Tests/MainCLITests",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "SystemCallsTests",
            dependencies: ["SystemCalls"],
            path: "Tests/SystemCallsTests",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "ResourcesTests",
            dependencies: ["Resources"],
            path: "Tests/ResourcesTests",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "DesignSystemTests",
            // The probe is only a dependency so that building the tests builds it: the pty tests run it.
            dependencies: ["DesignSystem", "Resources", "SystemCalls", "ScreenHostProbe", "PtySessionLeader", "TerminalTestSupport", "ArticleTestSupport"],
            path: "Tests/DesignSystemTests",
            exclude: ["Fixtures", "Pty/job_shell.py", "Pty/holding_shell.py", "Pty/kitty_drive.py", "Pty/kitty_session.py"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "CommandLineTableTests",
            // The completion scripts are loaded in the real shells through the pty helpers' runner.
            dependencies: ["CommandLineTable", "TerminalTestSupport"],
            path: "Tests/CommandLineTableTests",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "FeatureUserInterfaceTests",
            dependencies: ["FeatureUserInterface", "DesignSystem", "Resources"],
            path: "Tests/FeatureUserInterfaceTests",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "RIBsTests",
            dependencies: ["RIBs", "ArticleTestSupport"],
            path: "Tests/RIBsTests",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "NetworkTests",
            dependencies: ["Network", "NetworkTestSupport", "SystemCalls"],
            path: "Tests/NetworkTests",
            exclude: ["Fixtures"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "FeatureDomainTests",
            // The local JSONPlaceholder server the app-level tests run the app against.
            dependencies: [
                "FeatureDomain", "RIBs", "FeatureUserInterface", "DesignSystem", "Resources", "Network", "NetworkTestSupport", "FeatureDomainTestSupport",
                "SystemCalls",
            ],
            path: "Tests/FeatureDomainTests",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "AppHostTests",
            dependencies: [
                "AppHost", "FeatureDomain", "FeatureUserInterface", "DesignSystem", "Resources", "Network", "FeatureDomainTestSupport", "TerminalTestSupport",
                "SystemCalls",
            ],
            path: "Tests/AppHostTests",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "DemoCLITests",
            // DemoCLI is also built for the pty test of its live catalog to run.
            dependencies: ["DemoCLI", "FeatureUserInterface", "DesignSystem", "Resources", "CommandLineTable", "PtySessionLeader", "TerminalTestSupport"],
            path: "Tests/DemoCLITests",
            exclude: ["Snapshots"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "DependencyLintTests",
            dependencies: ["DependencyLint"],
            path: "Tests/DependencyLintTests",
            exclude: ["Fixtures"],
            swiftSettings: strictSwift
        ),
    ],
    swiftLanguageModes: [.v6]
)
