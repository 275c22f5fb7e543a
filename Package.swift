// swift-tools-version:6.0
import PackageDescription

// Layers (see DESIGN.md): each target lists exactly the project modules its row of the table allows.
let package = Package(
    name: "MoviesWorkbench",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TextUI", targets: ["TextUI"])
    ],
    targets: [
        .target(name: "TextUI", path: "Modules/TextUI"),
        .testTarget(name: "TextUITests", dependencies: ["TextUI"], path: "Tests/TextUITests"),
    ],
    swiftLanguageModes: [.v6]
)
