// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

// Layers (see DESIGN.md and Scripts/check-layers): each target lists exactly the project modules
// its row of the layer table allows.

// SwiftUI on Linux: the `SwiftUI` and `Combine` products are shims over TextUI, so SwiftUI code
// compiles unchanged (README, "SwiftUI on Linux"). On Apple platforms the system frameworks must win:
// the two products build `SystemFrameworks`, which re-exports them, and the targets that use the
// shims are left out.
#if canImport(Darwin)
    let swiftUIProducts: [Product] = [
        .library(name: "SwiftUI", targets: ["SystemFrameworks"]),
        .library(name: "Combine", targets: ["SystemFrameworks"]),
    ]
    let swiftUITargets: [Target] = [.target(name: "SystemFrameworks", path: "Modules/SystemFrameworks")]
#else
    let swiftUIProducts: [Product] = [
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
    ]
    let swiftUITargets: [Target] = [
        .target(name: "Combine", dependencies: ["TextUI"], path: "Modules/Combine"),
        .target(name: "SwiftUI", dependencies: ["TextUI", "Combine"], path: "Modules/SwiftUI"),
        // The compatibility corpus: small apps in everyday SwiftUI style, compiled with `import SwiftUI`
        // as written; SwiftUICompatibilityTests drives each through a host.
        .target(name: "Bookshelf", dependencies: ["SwiftUI"], path: "Tests/SwiftUICorpus/Bookshelf"),
        .target(name: "Trailhead", dependencies: ["SwiftUI", "Combine"], path: "Tests/SwiftUICorpus/Trailhead"),
        .target(name: "Preferences", dependencies: ["SwiftUI"], path: "Tests/SwiftUICorpus/Preferences"),
        .target(name: "MeetingTimer", dependencies: ["SwiftUI", "Combine"], path: "Tests/SwiftUICorpus/MeetingTimer"),
        .target(name: "Pantry", dependencies: ["SwiftUI"], path: "Tests/SwiftUICorpus/Pantry"),
        .target(name: "FieldGuide", dependencies: ["SwiftUI"], path: "Tests/SwiftUICorpus/FieldGuide"),
        .target(name: "TipJar", dependencies: ["SwiftUI"], path: "Tests/SwiftUICorpus/TipJar"),
        .target(name: "FlagQuiz", dependencies: ["SwiftUI"], path: "Tests/SwiftUICorpus/FlagQuiz"),
        .target(name: "Sketchbook", dependencies: ["SwiftUI"], path: "Tests/SwiftUICorpus/Sketchbook"),
        // An `@main` app: SwiftUICompatibilityTests runs it to see what `App.main()` does on Linux.
        .executableTarget(
            name: "TallyApp", dependencies: ["SwiftUI", "Combine"], path: "Tests/SwiftUICorpus/TallyApp"),
        .testTarget(name: "CombineTests", dependencies: ["Combine"], path: "Tests/CombineTests"),
        // The inventory's compile tests: Scripts/inventory generates a use of every declaration the
        // inventory (Inventory/) marks provided; building this target is the check, and its tests mount
        // every view use in a host.
        .testTarget(
            name: "SwiftUIInventoryTests", dependencies: ["SwiftUI", "Combine"], path: "Tests/SwiftUIInventoryTests"),
        .testTarget(
            name: "SwiftUICompatibilityTests",
            dependencies: [
                "SwiftUI", "Combine", "TextUITesting", "LoopbackServer",
                "Bookshelf", "Trailhead", "Preferences", "MeetingTimer", "Pantry", "FieldGuide", "TipJar",
                "FlagQuiz", "Sketchbook",
            ],
            path: "Tests/SwiftUICompatibilityTests"
        ),
    ]
#endif

let package = Package(
    name: "MoviesWorkbench",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TextUI", targets: ["TextUI"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "TextUITesting", targets: ["TextUITesting"]),
        .library(name: "Movies", targets: ["Movies"]),
        .library(name: "MoviesUI", targets: ["MoviesUI"]),
        .library(name: "Composition", targets: ["Composition"]),
        .library(name: "Workbench", targets: ["Workbench"]),
        .executable(name: "movies", targets: ["movies"]),
        .executable(name: "bench", targets: ["bench"]),
        .plugin(name: "workbench", targets: ["WorkbenchPlugin"]),
    ] + swiftUIProducts,
    targets: [
        // The one lock wrapper every module shares (an NSLock, which ThreadSanitizer sees).
        .target(name: "Locking", path: "Modules/Locking"),
        .target(name: "TextUI", dependencies: ["Locking", "TextUIMacros"], path: "Modules/TextUI"),
        // The compiler plugin behind `#Preview`: it speaks the compiler's plugin protocol itself
        // (TextUIMacroSupport), so it needs no SwiftSyntax and no unsafe flags.
        .macro(name: "TextUIMacros", dependencies: ["TextUIMacroSupport"], path: "Modules/TextUIMacros"),
        .target(name: "TextUIMacroSupport", path: "Modules/TextUIMacroSupport"),
        .target(name: "Catalog", dependencies: ["TextUI"], path: "Modules/Catalog"),
        .target(name: "TextUITesting", dependencies: ["TextUI", "Catalog"], path: "Modules/TextUITesting"),
        .target(name: "Movies", dependencies: ["Locking"], path: "Modules/Movies"),
        .target(name: "MoviesUI", dependencies: ["TextUI", "Catalog", "Movies"], path: "Modules/MoviesUI"),
        .target(
            name: "Composition", dependencies: ["TextUI", "Catalog", "Movies", "MoviesUI"], path: "Modules/Composition"),
        .systemLibrary(
            name: "CLibEdit",
            path: "Modules/CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(
            name: "Workbench", dependencies: ["Locking", "TextUI", "Catalog", "CLibEdit"], path: "Modules/Workbench"),
        .executableTarget(
            name: "movies",
            dependencies: ["TextUI", "Catalog", "Movies", "MoviesUI", "Composition", "Workbench"],
            path: "Apps/movies"
        ),
        // The `workbench` command plugin and its tool: they find a target's previews and catalogs and
        // generate, build and run a workbench for them in a package of their own.
        .target(name: "WorkbenchGenerator", dependencies: ["TextUIMacroSupport"], path: "Modules/WorkbenchGenerator"),
        .executableTarget(
            name: "workbench-generate", dependencies: ["WorkbenchGenerator"], path: "Apps/workbench-generate"),
        .plugin(
            name: "WorkbenchPlugin",
            capability: .command(
                intent: .custom(
                    verb: "workbench", description: "Explore a target's previews and catalogs in a workbench")
            ),
            dependencies: ["workbench-generate"],
            path: "Plugins/WorkbenchPlugin"
        ),
        .executableTarget(
            name: "bench",
            dependencies: ["TextUI", "Catalog", "Movies", "MoviesUI", "Composition", "Workbench"],
            path: "Apps/bench"
        ),
        .testTarget(
            name: "TextUITests",
            dependencies: ["TextUI", "TextUITesting", "LoopbackServer"],
            path: "Tests/TextUITests",
            exclude: ["__Snapshots__"]
        ),
        // The article's code as written (Swift 5 mode, XCTest, async tests not on the main actor).
        .testTarget(
            name: "TextUIArticleTests",
            dependencies: ["TextUI"],
            path: "Tests/TextUIArticleTests",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "CatalogTests", dependencies: ["Catalog", "TextUI", "TextUITesting"], path: "Tests/CatalogTests"),
        .testTarget(
            name: "TextUIMacroSupportTests",
            dependencies: ["TextUIMacroSupport", "LoopbackServer"],
            path: "Tests/TextUIMacroSupportTests"
        ),
        .testTarget(
            name: "TextUITestingTests",
            dependencies: ["TextUITesting", "TextUI", "Catalog"],
            path: "Tests/TextUITestingTests"
        ),
        .testTarget(
            name: "MoviesTests", dependencies: ["Movies", "Locking", "LoopbackServer"], path: "Tests/MoviesTests"),
        .testTarget(
            name: "MoviesUITests",
            dependencies: ["MoviesUI", "TextUI", "Catalog", "Movies", "TextUITesting"],
            path: "Tests/MoviesUITests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CompositionTests",
            dependencies: [
                "Composition", "MoviesUI", "TextUI", "Catalog", "Movies", "TextUITesting", "LoopbackServer",
            ],
            path: "Tests/CompositionTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "WorkbenchGeneratorTests",
            dependencies: ["WorkbenchGenerator", "TextUIMacroSupport"],
            path: "Tests/WorkbenchGeneratorTests"
        ),
        .testTarget(
            name: "WorkbenchTests",
            dependencies: ["Workbench", "Locking", "TextUI", "Catalog", "TextUITesting", "LoopbackServer"],
            path: "Tests/WorkbenchTests",
            exclude: ["Support/interactive_session.py"]
        ),
        // Test support: a process that saves a movie cache again and again, for the tests that kill it
        // mid-save (MoviesTests run the built binary).
        .executableTarget(name: "CacheWriter", dependencies: ["Movies"], path: "Tests/CacheWriter"),
        // Test support any test target may use: a real HTTP server on 127.0.0.1 and its helpers.
        .target(name: "LoopbackServer", path: "Tests/LoopbackServer", exclude: ["loopback_server.py"]),
    ] + swiftUITargets,
    swiftLanguageModes: [.v6]
)
