// `import SwiftUI` on Linux: TextUI's views, state, host and apps, and the Combine shim that SwiftUI
// apps use through it (`ObservableObject`, `@Published`, publishers, `Timer.publish`), as Apple's
// SwiftUI makes Combine visible. On Apple platforms this module is not built (see Package.swift).
@_exported import Combine
@_exported import TextUI
