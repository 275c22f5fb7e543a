// `import Combine` on Linux, where Apple's Combine does not exist: what SwiftUI apps use of it.
// The observable-object types live in TextUI (its views observe them); this module re-exports
// them and makes them publishers, next to subscribers, subjects, a few operators and timers.

@_exported import protocol TextUI.ObservableObject
@_exported import class TextUI.ObservableObjectPublisher
@_exported import struct TextUI.Published
