// `import Combine` on Linux, where Apple's Combine does not exist: what SwiftUI apps use of it.
// The observable-object types live in TextUI (its views observe them); this module re-exports
// them and makes them publishers, next to subscribers, subjects, a few operators and timers.

@_exported import protocol TextUI.ObservableObject
@_exported import class TextUI.ObservableObjectPublisher
@_exported import struct TextUI.Published

// URLSession lives in FoundationNetworking on Linux (in Foundation on Apple platforms): apps that
// use `URLSession.shared` or `dataTaskPublisher(for:)` with `import SwiftUI` or `import Combine`
// find it as they do on iOS.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
