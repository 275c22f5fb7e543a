// On Apple platforms the `SwiftUI` and `Combine` products of this package are the system's own
// frameworks (see Package.swift): this module re-exports them, so `import SwiftUI` is Apple's.
#if canImport(Darwin)
    @_exported import Combine
    @_exported import SwiftUI
#endif
