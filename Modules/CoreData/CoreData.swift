// `import CoreData` on Linux: managed objects kept by contexts over a persistent store, as Core
// Data keeps them. A store with a file is written whole on each save, atomically (a save lands
// whole or not at all; the file is a property list, not SQLite); `/dev/null` or
// `NSInMemoryStoreType` keeps it in memory. Models come from the `.xcdatamodeld` folders of the
// target through the `AssetSymbols` build-tool plugin, which generates the entity classes Xcode
// generates (README, "SwiftUI on Linux"). Fetch requests filter with `NSPredicate(format:)`
// (the common part of its language) or a block, and sort with `NSSortDescriptor`. On Apple
// platforms this module is not built: the `CoreData` product is the system's own.
// As on Apple platforms, where Core Data re-exports Foundation, a file that imports only CoreData
// sees what Apple's Foundation gives (`ObservableObject`, `@Published`…): AppleFoundation.
@_exported import AppleFoundation
@_exported import Foundation
