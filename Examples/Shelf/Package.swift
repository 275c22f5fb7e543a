// swift-tools-version:6.1
// An example of a package that uses MoviesWorkbench as a third party does: its own SwiftUI-style
// components with previews, tests that drive them through bindings, and a workbench for them:
//
//     swift package --disable-sandbox workbench --target Shelf
import PackageDescription

let package = Package(
    name: "Shelf",
    platforms: [.macOS(.v15)],
    products: [.library(name: "Shelf", targets: ["Shelf"])],
    dependencies: [.package(name: "MoviesWorkbench", path: "../..")],
    targets: [
        .target(
            name: "Shelf",
            dependencies: [
                .product(name: "SwiftUI", package: "MoviesWorkbench"),
                .product(name: "Combine", package: "MoviesWorkbench"),
                .product(name: "Catalog", package: "MoviesWorkbench"),
            ],
            // Files that import only Foundation see what Apple's Foundation gives them (ObservableObject,
            // @Published, @Observable, URLSession…), as on iOS (ReadingGoal.swift): the README's one
            // setting imports AppleFoundation into every file.
            swiftSettings: [
                .unsafeFlags(
                    ["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation"], .when(platforms: [.linux]))
            ]
        ),
        // Colours and a logo from an asset catalog, used as Xcode's generated symbols
        // (`Color(.brandPrimary)`, `Image(.logo)`): the AssetSymbols plugin generates them on Linux.
        .target(
            name: "ShelfBrand",
            dependencies: [.product(name: "SwiftUI", package: "MoviesWorkbench")],
            // The catalog is a resource, as in an app: compiled on Apple platforms (where Xcode
            // generates the symbols), copied on Linux, where the plugin reads it.
            resources: [.process("Assets.xcassets")],
            swiftSettings: [
                .unsafeFlags(
                    ["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation"], .when(platforms: [.linux]))
            ],
            plugins: [.plugin(name: "AssetSymbols", package: "MoviesWorkbench")]
        ),
        // Its own workbench, in one call (the plugin builds another over its previews too).
        .executableTarget(
            name: "ShelfWorkbench",
            dependencies: ["Shelf", .product(name: "Workbench", package: "MoviesWorkbench")]
        ),
        .testTarget(
            name: "ShelfTests",
            dependencies: ["Shelf", "ShelfBrand", .product(name: "TextUITesting", package: "MoviesWorkbench")]
        ),
    ]
)
