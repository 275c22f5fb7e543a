// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

import class Foundation.ProcessInfo

// Layers (see DESIGN.md and Scripts/check-layers): each target lists exactly the project modules
// its row of the layer table allows.

// SwiftUI on Linux: the `SwiftUI`, `SwiftUICore`, `Combine` and `UIKit` products are shims over
// TextUI, so SwiftUI code compiles unchanged (README, "SwiftUI on Linux"). On Apple platforms the
// system frameworks must win: the products build `SystemFrameworks`, which re-exports them, and the
// targets that use the shims are left out.
#if canImport(Darwin)
    let swiftUIProducts: [Product] = [
        .library(name: "SwiftUI", targets: ["SystemFrameworks"]),
        .library(name: "SwiftUICore", targets: ["SystemFrameworks"]),
        .library(name: "CoreGraphics", targets: ["SystemFrameworks"]),
        .library(name: "Combine", targets: ["SystemFrameworks"]),
        .library(name: "UIKit", targets: ["SystemFrameworks"]),
        .library(name: "Charts", targets: ["SystemFrameworks"]),
        .library(name: "AppleFoundation", targets: ["SystemFrameworks"]),
        .library(name: "SwiftData", targets: ["SystemFrameworks"]),
        .library(name: "OSLog", targets: ["SystemFrameworks"]),
        .library(name: "UniformTypeIdentifiers", targets: ["SystemFrameworks"]),
        .library(name: "CoreLocation", targets: ["SystemFrameworks"]),
        .library(name: "MapKit", targets: ["SystemFrameworks"]),
        .library(name: "UserNotifications", targets: ["SystemFrameworks"]),
        .library(name: "PhotosUI", targets: ["SystemFrameworks"]),
        .library(name: "WebKit", targets: ["SystemFrameworks"]),
        .library(name: "LocalAuthentication", targets: ["SystemFrameworks"]),
        .library(name: "SafariServices", targets: ["SystemFrameworks"]),
        .library(name: "MessageUI", targets: ["SystemFrameworks"]),
        .library(name: "StoreKit", targets: ["SystemFrameworks"]),
        .library(name: "CoreMedia", targets: ["SystemFrameworks"]),
        .library(name: "AVFoundation", targets: ["SystemFrameworks"]),
        .library(name: "AVKit", targets: ["SystemFrameworks"]),
        .library(name: "CoreImage", targets: ["SystemFrameworks"]),
        .library(name: "CloudKit", targets: ["SystemFrameworks"]),
        .library(name: "Speech", targets: ["SystemFrameworks"]),
        .library(name: "CoreData", targets: ["SystemFrameworks"]),
        .library(name: "WidgetKit", targets: ["SystemFrameworks"]),
        .library(name: "AddressBookUI", targets: ["SystemFrameworks"]),
    ]
    let swiftUITargets: [Target] = [.target(name: "SystemFrameworks", path: "Modules/SystemFrameworks")]
    // The benchmarks of Linux-only modules (SwiftData over SQLite) are left out on Apple platforms.
    let linuxOnlyBenchmarkDependencies: [Target.Dependency] = []
#else
    let swiftUIProducts: [Product] = [
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "AppleFoundation", targets: ["AppleFoundation"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "OSLog", targets: ["OSLog", "os"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        .library(name: "CoreImage", targets: ["CoreImage"]),
        .library(name: "CloudKit", targets: ["CloudKit"]),
        .library(name: "Speech", targets: ["Speech"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "AddressBookUI", targets: ["AddressBookUI"]),
    ]
    // What a target whose files import only Foundation adds so that they see what Apple's
    // Foundation gives every file (`ObservableObject`, `@Published`, `@Observable`, `URLSession`,
    // `URL.documentsDirectory`, `RelativeDateTimeFormatter`…): AppleFoundation imported into every
    // file (README, "SwiftUI on Linux").
    let foundationAsOnApplePlatforms: [SwiftSetting] = [
        .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation"])
    ]
    let linuxOnlyBenchmarkDependencies: [Target.Dependency] = ["SwiftData", "CSQLite"]
    let swiftUITargets: [Target] = [
        .target(name: "Combine", dependencies: ["TextUI"], path: "Modules/Combine"),
        // What Apple's Foundation gives every file and Linux's lacks; SwiftUI re-exports it.
        .target(
            name: "AppleFoundation", dependencies: ["Combine", "Locking", "FileReading"],
            path: "Modules/AppleFoundation"),
        .target(
            name: "UIKit",
            dependencies: ["TextUI", "_Testing_UIKit", "CoreGraphics", "CoreImage", "UIKitApplicationMain"],
            path: "Modules/UIKit"),
        // A C target of no code whose module map declares the C module `UIKit` with its entry point
        // `UIApplicationMain`, which the compiler looks for when it builds the `main` of an app
        // marked `@UIApplicationMain` (it crashes without it); the Swift module `UIKit` defines it.
        .target(name: "UIKitApplicationMain", path: "Modules/UIKitApplicationMain"),
        // An empty module: the cross-import overlay of Testing and UIKit that Testing declares and
        // Linux's toolchain lacks (see the file).
        .target(name: "_Testing_UIKit", path: "Modules/_Testing_UIKit"),
        // `import CoreGraphics`: the geometry types shape files import it for (SwiftUI re-exports it).
        .target(
            name: "CoreGraphics", dependencies: ["TextUI", "_Testing_CoreGraphics"], path: "Modules/CoreGraphics"),
        // An empty module: the cross-import overlay of Testing and CoreGraphics (see the file).
        .target(name: "_Testing_CoreGraphics", path: "Modules/_Testing_CoreGraphics"),
        // `import OSLog` and `import os`: `Logger` and `os_log`, a line on standard error a message.
        .target(name: "OSLog", dependencies: ["Locking"], path: "Modules/OSLog"),
        .target(name: "os", dependencies: ["OSLog"], path: "Modules/os"),
        // `import UniformTypeIdentifiers`: `UTType`, the kinds of data documents hold (SwiftUI re-exports it).
        .target(name: "UniformTypeIdentifiers", path: "Modules/UniformTypeIdentifiers"),
        // `import CoreLocation`: coordinates, locations, a location manager whose answers a test sets.
        .target(name: "CoreLocation", dependencies: ["Locking"], path: "Modules/CoreLocation"),
        // `import MapKit`: its geometry, map items and map view, and SwiftUI's `Map` with markers and
        // annotations, drawn as text by TextUI.
        .target(name: "MapKit", dependencies: ["TextUI", "UIKit", "CoreLocation"], path: "Modules/MapKit"),
        // `import UserNotifications`: authorization, pending and delivered requests, kept in memory.
        .target(name: "UserNotifications", dependencies: ["Locking"], path: "Modules/UserNotifications"),
        // `import PhotosUI`: `PhotosPicker` over a photo library a test fills.
        .target(name: "PhotosUI", dependencies: ["TextUI", "UIKit", "Locking"], path: "Modules/PhotosUI"),
        // `import WebKit`: `WKWebView` for apps to wrap; no web engine, so no page loads.
        .target(name: "WebKit", dependencies: ["UIKit"], path: "Modules/WebKit"),
        // `import LocalAuthentication`: `LAContext` over a device a test describes.
        .target(name: "LocalAuthentication", dependencies: ["Locking"], path: "Modules/LocalAuthentication"),
        // `import CloudKit`: containers and databases as on a device signed out of iCloud.
        .target(name: "CloudKit", dependencies: ["Locking"], path: "Modules/CloudKit"),
        // `import CoreData`: managed objects in contexts over a store written whole on each save;
        // models come from the target's `.xcdatamodeld` through the AssetSymbols plugin.
        .target(
            name: "CoreData", dependencies: ["TextUI", "AppleFoundation", "Locking", "FileReading"],
            path: "Modules/CoreData"),
        // `import WidgetKit`: the app's side of its widgets; reloads are kept, as there is no Home Screen.
        .target(name: "WidgetKit", dependencies: ["Locking"], path: "Modules/WidgetKit"),
        // `import AddressBookUI`: the import of a framework deprecated since iOS 9, bringing UIKit.
        .target(name: "AddressBookUI", dependencies: ["UIKit"], path: "Modules/AddressBookUI"),
        // `import SafariServices`, `import MessageUI`: controllers apps present or wrap; nothing shown or sent.
        .target(name: "SafariServices", dependencies: ["UIKit"], path: "Modules/SafariServices"),
        .target(name: "MessageUI", dependencies: ["UIKit"], path: "Modules/MessageUI"),
        // `import StoreKit`: StoreKit 2's products, purchases and transactions over a simulated store
        // (a `.storekit` configuration file or products made in code), its SwiftUI store views drawn
        // as text, and the review request, counted for tests.
        .target(
            name: "StoreKit", dependencies: ["TextUI", "UIKit", "Locking", "FileReading"], path: "Modules/StoreKit"),
        // `import CoreMedia`: `CMTime`, the rational time media counts in (AVFoundation re-exports it).
        .target(name: "CoreMedia", path: "Modules/CoreMedia"),
        // `import AVFoundation`: players that keep time (no audio output), the audio session, speech
        // listed rather than heard, the camera's and microphone's permission.
        .target(name: "AVFoundation", dependencies: ["CoreMedia", "Locking"], path: "Modules/AVFoundation"),
        // `import AVKit`: SwiftUI's `VideoPlayer` drawn as text, `AVPlayerViewController` for representables.
        // `import Speech`: authorization as the person answers, a recognizer that is never available.
        .target(name: "Speech", dependencies: ["AVFoundation", "Locking"], path: "Modules/Speech"),
        .target(name: "AVKit", dependencies: ["TextUI", "UIKit", "AVFoundation"], path: "Modules/AVKit"),
        // `import CoreImage`: images, a QR code generator and two colour filters, rendered on the CPU
        // into `CGImage`s. `import CoreImage.CIFilterBuiltins` finds the submodule the C target's module
        // map declares (empty: the builtins are Swift, in CoreImage).
        .target(
            name: "CoreImage", dependencies: ["CoreGraphics", "CoreImageFilterBuiltins", "_Testing_CoreImage"],
            path: "Modules/CoreImage"),
        .target(name: "CoreImageFilterBuiltins", path: "Modules/CoreImageFilterBuiltins"),
        // An empty module: the cross-import overlay of Testing and CoreImage (see the file).
        .target(name: "_Testing_CoreImage", path: "Modules/_Testing_CoreImage"),
        // SwiftUI depends on the other frameworks an iOS app imports beside it (without re-exporting
        // them, as on iOS) so that an app's `import OSLog` or `import MapKit` finds them.
        .target(
            name: "SwiftUI",
            dependencies: [
                "TextUI", "TextUIMacroDeclarations", "Combine", "UIKit", "CoreGraphics", "AppleFoundation", "OSLog",
                "os", "UniformTypeIdentifiers",
                "CoreLocation", "MapKit", "UserNotifications", "PhotosUI", "WebKit", "LocalAuthentication",
                "SafariServices", "MessageUI", "StoreKit", "CoreMedia", "AVFoundation", "AVKit", "CoreImage",
                "CloudKit", "Speech", "WidgetKit", "AddressBookUI", "CoreData",
            ],
            path: "Modules/SwiftUI"),
        .target(name: "SwiftUICore", dependencies: ["SwiftUI"], path: "Modules/SwiftUICore"),
        // `import Charts`: Swift Charts' marks, scales, axes and legends, drawn as text by TextUI.
        .target(name: "Charts", dependencies: ["TextUI"], path: "Modules/Charts"),
        // SwiftData on Linux: `@Model` classes stored in SQLite (Debian's libsqlite3), `@Query` in views.
        .target(
            name: "SwiftData", dependencies: ["TextUI", "Locking", "CSQLite", "AppleFoundation", "SwiftDataMacros"],
            path: "Modules/SwiftData"),
        .systemLibrary(
            name: "CSQLite", path: "Modules/CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // The compiler plugin behind `@Model`; its expansions are in TextUIMacroSupport, as `#Preview`'s are.
        .macro(name: "SwiftDataMacros", dependencies: ["TextUIMacroSupport"], path: "Modules/SwiftDataMacros"),
        .testTarget(
            name: "SwiftDataTests", dependencies: ["SwiftData", "TextUI", "TextUITesting", "LoopbackServer"],
            path: "Tests/SwiftDataTests"),
        // Test support: a process that saves models over and over, for the tests that kill it mid-save.
        .executableTarget(name: "ModelWriter", dependencies: ["SwiftData"], path: "Tests/ModelWriter"),
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
        .target(
            name: "Sketchbook", dependencies: ["SwiftUI", "CoreGraphics"], path: "Tests/SwiftUICorpus/Sketchbook"),
        .target(name: "HabitLog", dependencies: ["SwiftUI", "OSLog"], path: "Tests/SwiftUICorpus/HabitLog"),
        .target(name: "Orbit", dependencies: ["SwiftUI"], path: "Tests/SwiftUICorpus/Orbit"),
        .target(name: "Deck", dependencies: ["SwiftUI"], path: "Tests/SwiftUICorpus/Deck"),
        // A Charts dashboard over plain data: bars over dates with a goal rule, a line with points,
        // a sector chart, a period picker.
        .target(name: "StepStats", dependencies: ["SwiftUI", "Charts"], path: "Tests/SwiftUICorpus/StepStats"),
        .target(name: "RecipeBox", dependencies: ["SwiftUI", "SwiftData"], path: "Tests/SwiftUICorpus/RecipeBox"),
        // A Core Data app as the "Bookworm" lesson writes it: its model in a `.xcdatamodeld` whose
        // classes the AssetSymbols plugin generates, `@FetchRequest`, a filter made from a
        // predicate string, a shelf with a cascading relationship and a uniqueness constraint; and
        // Xcode's Core Data app template beside it, with a second model.
        .target(
            name: "ReadingLog", dependencies: ["SwiftUI", "CoreData"], path: "Tests/SwiftUICorpus/ReadingLog",
            exclude: ["ReadingLog.xcdatamodeld", "Template/Model.xcdatamodeld"],
            // Swift 5, the language mode of the Xcode template (Template/) it holds as it comes.
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "AssetSymbolsPlugin")]),
        // The Landmarks tutorial's shape grown as apps grow it: MapKit maps, a location manager, a
        // visit reminder, a photo picker and a wrapped web view. (The frameworks are declared for this
        // package's import check; SwiftUI's product alone builds them for a package without it.)
        // Its location manager's file imports only Core Location, as iOS files do: the setting makes
        // Combine visible there, as Apple's Foundation does.
        .target(
            name: "Wanderlust",
            dependencies: ["SwiftUI", "CoreLocation", "MapKit", "UserNotifications", "PhotosUI", "WebKit"],
            path: "Tests/SwiftUICorpus/Wanderlust", swiftSettings: foundationAsOnApplePlatforms),
        // A cinema's app: a trailer in a `VideoPlayer`, a synopsis read aloud, a ticket bought with a
        // chime (a bundled sound, played by `AVAudioPlayer`) and shown as a QR code made with Core
        // Image (`import CoreImage.CIFilterBuiltins`), and a scanner that asks for the camera. Its sound
        // effects' file imports only AVFoundation, as iOS files do: the setting makes Combine visible.
        .target(
            name: "Premiere", dependencies: ["SwiftUI", "AVFoundation", "AVKit", "CoreImage"],
            path: "Tests/SwiftUICorpus/Premiere", resources: [.copy("Resources/chime.wav")],
            swiftSettings: foundationAsOnApplePlatforms),
        // A travel journal in Swift 5 mode, Xcode's default, as most apps are: places added by tapping
        // a map (`MapReader`), `@AppStorage` settings in an `ObservableObject` made by a default
        // argument, haptics and a spell checker kept in structs, a wrapped `UITextView` whose
        // coordinator writes its binding, durations from `DateComponentsFormatter` in a file that
        // imports only Foundation. It compiles only where the isolation is Apple's.
        .target(
            name: "Journeys", dependencies: ["SwiftUI", "MapKit", "UIKit"], path: "Tests/SwiftUICorpus/Journeys",
            swiftSettings: foundationAsOnApplePlatforms + [.swiftLanguageMode(.v5)]),
        // A supporter screen written as StoreKit 2 tutorials write one: an `ObservableObject` store that
        // loads products, buys them, checks verification, listens to `Transaction.updates` and reads
        // the entitlements; a "Pro" unlock, a tip jar and restore. Its store's file imports only Foundation
        // and StoreKit, as iOS files do: the setting makes Combine visible there.
        .target(
            name: "Supporter", dependencies: ["SwiftUI", "StoreKit"], path: "Tests/SwiftUICorpus/Supporter",
            swiftSettings: foundationAsOnApplePlatforms),
        // Model files that import only Foundation, as iOS apps write them; the target adds the
        // setting that makes Combine and Observation visible there.
        .target(
            name: "Ledger", dependencies: ["SwiftUI", "SwiftUICore", "Combine", "UIKit"],
            path: "Tests/SwiftUICorpus/Ledger",
            swiftSettings: foundationAsOnApplePlatforms),
        // An `@main` app: SwiftUICompatibilityTests runs it to see what `App.main()` does on Linux.
        .executableTarget(
            name: "TallyApp", dependencies: ["SwiftUI", "Combine"], path: "Tests/SwiftUICorpus/TallyApp"),
        // Xcode 11's iOS 13 template: an app delegate marked `@UIApplicationMain` and a scene delegate
        // (Swift 5 mode: Swift 6 refuses the attribute). Building it is the check that the compiler's
        // `main` for the attribute builds and links; SwiftUICompatibilityTests runs it.
        .executableTarget(
            name: "TemplateApp", dependencies: ["SwiftUI", "UIKit"], path: "Tests/SwiftUICorpus/TemplateApp",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Xcode's UIKit template since iOS 14: an app delegate marked `@main` (UIKit's `main()`).
        .executableTarget(
            name: "DelegateMainApp", dependencies: ["SwiftUI", "UIKit"], path: "Tests/SwiftUICorpus/DelegateMainApp",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "CombineTests", dependencies: ["Combine", "LoopbackServer"], path: "Tests/CombineTests"),
        // Its files import only Foundation (and Testing), under the setting the README gives.
        .testTarget(
            name: "AppleFoundationTests", dependencies: ["AppleFoundation", "LoopbackServer"],
            path: "Tests/AppleFoundationTests", swiftSettings: foundationAsOnApplePlatforms),
        .testTarget(name: "LockingTests", dependencies: ["Locking"], path: "Tests/LockingTests"),
        .testTarget(name: "OSLogTests", dependencies: ["OSLog"], path: "Tests/OSLogTests"),
        // The frameworks iOS apps import beside SwiftUI, each as apps use it.
        .testTarget(name: "CoreLocationTests", dependencies: ["CoreLocation"], path: "Tests/CoreLocationTests"),
        .testTarget(
            name: "MapKitTests", dependencies: ["MapKit", "TextUI", "TextUITesting"], path: "Tests/MapKitTests"),
        .testTarget(
            name: "UserNotificationsTests", dependencies: ["UserNotifications"], path: "Tests/UserNotificationsTests"),
        .testTarget(
            name: "PhotosUITests", dependencies: ["PhotosUI", "TextUI", "TextUITesting", "UIKit", "Locking"],
            path: "Tests/PhotosUITests"),
        .testTarget(name: "WebKitTests", dependencies: ["WebKit"], path: "Tests/WebKitTests"),
        .testTarget(
            name: "LocalAuthenticationTests", dependencies: ["LocalAuthentication"],
            path: "Tests/LocalAuthenticationTests"),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "AVFoundation"], path: "Tests/SpeechTests"),
        .testTarget(name: "CloudKitTests", dependencies: ["CloudKit"], path: "Tests/CloudKitTests"),
        .testTarget(name: "WidgetKitTests", dependencies: ["WidgetKit"], path: "Tests/WidgetKitTests"),
        .testTarget(name: "AddressBookUITests", dependencies: ["AddressBookUI"], path: "Tests/AddressBookUITests"),
        .testTarget(
            name: "CoreDataTests", dependencies: ["CoreData"], path: "Tests/CoreDataTests"),
        .testTarget(
            name: "SafariServicesTests", dependencies: ["SafariServices"], path: "Tests/SafariServicesTests"),
        .testTarget(name: "MessageUITests", dependencies: ["MessageUI"], path: "Tests/MessageUITests"),
        .testTarget(
            name: "StoreKitTests", dependencies: ["StoreKit", "TextUI", "TextUITesting"], path: "Tests/StoreKitTests",
            exclude: ["Fixtures"]),
        .testTarget(name: "CoreMediaTests", dependencies: ["CoreMedia"], path: "Tests/CoreMediaTests"),
        .testTarget(
            name: "AVFoundationTests", dependencies: ["AVFoundation", "TextUI", "TextUITesting"],
            path: "Tests/AVFoundationTests"),
        .testTarget(
            name: "AVKitTests", dependencies: ["AVKit", "TextUI", "TextUITesting"], path: "Tests/AVKitTests"),
        .testTarget(name: "CoreImageTests", dependencies: ["CoreImage"], path: "Tests/CoreImageTests"),
        .testTarget(
            name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"],
            path: "Tests/UniformTypeIdentifiersTests"),
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKit", "TextUI", "TextUITesting"], path: "Tests/UIKitTests"),
        .testTarget(
            name: "ChartsTests", dependencies: ["Charts", "TextUI", "TextUITesting"], path: "Tests/ChartsTests"),
        // The inventory's compile tests: Scripts/inventory generates a use of every declaration the
        // inventory (Inventory/) marks provided; building this target is the check, and its tests mount
        // every view use in a host.
        .testTarget(
            name: "SwiftUIInventoryTests", dependencies: ["SwiftUI", "Combine", "UIKit", "CoreData"],
            path: "Tests/SwiftUIInventoryTests"),
        .testTarget(
            name: "SwiftUICompatibilityTests",
            dependencies: [
                "SwiftUI", "Combine", "Charts", "TextUITesting", "LoopbackServer",
                "Bookshelf", "Trailhead", "Preferences", "MeetingTimer", "Pantry", "FieldGuide", "TipJar",
                "FlagQuiz", "Sketchbook", "Ledger", "HabitLog", "Orbit", "Deck", "StepStats", "RecipeBox", "SwiftData",
                "Wanderlust", "CoreLocation", "UserNotifications", "PhotosUI", "Premiere", "AVFoundation", "CoreImage",
                "Supporter", "StoreKit", "Journeys", "OSLog", "ReadingLog", "CoreData",
            ],
            path: "Tests/SwiftUICompatibilityTests"
        ),
    ]
#endif

let package = Package(
    name: "MoviesWorkbench",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TextUI", targets: ["TextUI", "TextUIMacroDeclarations"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "TextUITesting", targets: ["TextUITesting"]),
        .library(name: "Movies", targets: ["Movies"]),
        .library(name: "MoviesUI", targets: ["MoviesUI"]),
        .library(name: "Composition", targets: ["Composition"]),
        .library(name: "Workbench", targets: ["Workbench"]),
        .executable(name: "movies", targets: ["movies"]),
        .executable(name: "bench", targets: ["bench"]),
        .plugin(name: "workbench", targets: ["WorkbenchPlugin"]),
        .plugin(name: "AssetSymbols", targets: ["AssetSymbolsPlugin"]),
    ] + swiftUIProducts,
    targets: [
        // The one lock wrapper every module shares (an NSLock, which ThreadSanitizer sees).
        .target(name: "Locking", path: "Modules/Locking"),
        // Reading a regular file whole, with a cap, never waiting on a FIFO or a device; the
        // temporary files of atomic replaces (removed at exit, swept when stale).
        .target(name: "FileReading", dependencies: ["Locking"], path: "Modules/FileReading"),
        // TextUI does not depend on the macros' plugin: a module that declares a macro waits for its
        // plugin to be built, and TextUI, the largest module, is on every build's longest path.
        .target(name: "TextUI", dependencies: ["Locking"], path: "Modules/TextUI"),
        // `#Preview`, `@Previewable` and `@Entry`, declared beside TextUI (SwiftUI re-exports them).
        .target(
            name: "TextUIMacroDeclarations", dependencies: ["TextUI", "TextUIMacros"],
            path: "Modules/TextUIMacroDeclarations"),
        // The compiler plugin behind `#Preview`: it speaks the compiler's plugin protocol itself
        // (TextUIMacroSupport), so it needs no SwiftSyntax and no unsafe flags.
        .macro(name: "TextUIMacros", dependencies: ["TextUIMacroSupport"], path: "Modules/TextUIMacros"),
        .target(name: "TextUIMacroSupport", path: "Modules/TextUIMacroSupport"),
        .target(name: "Catalog", dependencies: ["TextUI"], path: "Modules/Catalog"),
        .target(name: "TextUITesting", dependencies: ["TextUI", "Catalog"], path: "Modules/TextUITesting"),
        .target(name: "Movies", dependencies: ["Locking", "FileReading"], path: "Modules/Movies"),
        .target(name: "MoviesUI", dependencies: ["TextUI", "Catalog", "Movies"], path: "Modules/MoviesUI"),
        .target(
            name: "Composition", dependencies: ["TextUI", "Catalog", "Movies", "MoviesUI", "FileReading"],
            path: "Modules/Composition"),
        .systemLibrary(
            name: "CLibEdit",
            path: "Modules/CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(
            name: "Workbench", dependencies: ["Locking", "TextUI", "Catalog", "CLibEdit", "FileReading"],
            path: "Modules/Workbench"),
        .executableTarget(
            name: "movies",
            dependencies: ["TextUI", "Catalog", "Movies", "MoviesUI", "Composition", "Workbench"],
            path: "Apps/movies"
        ),
        // The `workbench` command plugin and its tool: they find a target's previews and catalogs and
        // generate, build and run a workbench for them in a package of their own. The plugin builds
        // the tool itself, beside the modules the workbench needs (so it does not wait for SwiftPM
        // to build the tool first; Workbench docs, "The reload loop").
        .target(
            name: "WorkbenchGenerator", dependencies: ["TextUIMacroSupport", "FileReading", "AssetSymbolsGenerator"],
            path: "Modules/WorkbenchGenerator"),
        .executableTarget(
            name: "workbench-generate", dependencies: ["WorkbenchGenerator"], path: "Apps/workbench-generate"),
        .plugin(
            name: "WorkbenchPlugin",
            capability: .command(
                intent: .custom(
                    verb: "workbench", description: "Explore a target's previews and catalogs in a workbench")
            ),
            path: "Plugins/WorkbenchPlugin"
        ),
        // The `AssetSymbols` build-tool plugin and its tool: for a target with asset catalogs they
        // generate the symbols Xcode generates (`Color(.brandPrimary)`, `Image(.logo)`,
        // `UIImage(resource:)`…), each colour with its catalog's components (README, "SwiftUI on Linux").
        .target(
            name: "AssetSymbolsGenerator", dependencies: ["FileReading", "TextUIMacroSupport"],
            path: "Modules/AssetSymbolsGenerator"),
        .executableTarget(
            name: "asset-symbols-generate", dependencies: ["AssetSymbolsGenerator", "FileReading"],
            path: "Apps/asset-symbols-generate"),
        .plugin(
            name: "AssetSymbolsPlugin", capability: .buildTool(), dependencies: ["asset-symbols-generate"],
            path: "Plugins/AssetSymbolsPlugin"),
        .testTarget(
            name: "AssetSymbolsGeneratorTests", dependencies: ["AssetSymbolsGenerator"],
            path: "Tests/AssetSymbolsGeneratorTests"),
        .executableTarget(
            name: "bench",
            dependencies: ["TextUI", "Catalog", "Movies", "MoviesUI", "Composition", "Workbench", "Charts"]
                + linuxOnlyBenchmarkDependencies,
            path: "Apps/bench"
        ),
        .testTarget(
            name: "TextUITests",
            dependencies: ["TextUI", "TextUIMacroDeclarations", "TextUITesting", "LoopbackServer"],
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
            name: "CatalogTests", dependencies: ["Catalog", "TextUI", "TextUITesting", "LoopbackServer"],
            path: "Tests/CatalogTests"),
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
            name: "FileReadingTests", dependencies: ["FileReading", "LoopbackServer"], path: "Tests/FileReadingTests"),
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
            dependencies: [
                "Workbench", "Locking", "TextUI", "TextUIMacroDeclarations", "Catalog", "TextUITesting",
                "LoopbackServer",
            ],
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

// The workbench plugin's generated build (GeneratedWorkbenchPackage.buildCommand), and the plugin's
// build of the modules it needs before it exists, set WORKBENCH_GENERATED_BUILD: they build this
// package's modules once and never edit them, so most are compiled whole, by one compiler process
// that generates code on every core and emits the module itself (SwiftPM waits for a whole module
// anyway), rather than in batches that each check again the declarations the others use. TextUI and
// Workbench, each on the build's longest path with little to compile beside them, are compiled in
// one batch per core, and their driver runs a job more than there are cores: with as many, it
// sometimes starts the second batch only when the first ends, though the job emitting the module has
// long finished (TextUI then compiles on one core). Workbench docs, "The reload loop", has the
// figures. Unsafe flags are allowed because the generated package depends on this one by path.
if ProcessInfo.processInfo.environment["WORKBENCH_GENERATED_BUILD"] != nil {
    let cores = max(ProcessInfo.processInfo.activeProcessorCount, 1)
    let wholeModule = ["-wmo", "-num-threads", "\(cores)", "-disable-batch-mode", "-no-emit-module-separately-wmo"]
    let batchPerCore = ["-driver-batch-count", "\(cores)", "-j\(cores + 1)"]
    for target in package.targets where [.regular, .executable, .macro].contains(target.type) {
        let flags = ["TextUI", "Workbench"].contains(target.name) ? batchPerCore : wholeModule
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(flags)]
    }
}
