// `import SwiftUI` on Linux: TextUI's views, state, host and apps, the Combine shim that SwiftUI
// apps use through it (`ObservableObject`, `@Published`, publishers, `Timer.publish`), as Apple's
// SwiftUI makes Combine visible, and the UIKit shim (`UIColor`, `UIFont`, `UIApplication`…), as
// Apple's SwiftUI on iOS makes UIKit visible, and the CoreGraphics shim (`CGAffineTransform`,
// `CGVector` and Foundation's geometry), as Apple's SwiftUI makes Core Graphics visible, and what
// Apple's Foundation gives every file (AppleFoundation: `URL.documentsDirectory`, formatters,
// `URLSession`), and UniformTypeIdentifiers' `UTType`, which iOS's SwiftUI and UIKit make visible.
// TextUI's macros (`#Preview`, `@Previewable`, `@Entry`) come with it as they come with Apple's
// SwiftUI: they are declared in TextUIMacroDeclarations, apart from TextUI, so that TextUI compiles
// while their plugin is built.
// On Apple platforms this module is not built (see Package.swift).
@_exported import AppleFoundation
@_exported import Combine
@_exported import CoreGraphics
@_exported import TextUI
@_exported import TextUIMacroDeclarations
@_exported import UIKit
@_exported import UniformTypeIdentifiers
