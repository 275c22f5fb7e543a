import CoreData
import TextUI

/// The managed object context in the environment when none was set.
private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext? { nil }
}

extension EnvironmentValues {
    /// The managed object context that `@FetchRequest` fetches from and views insert into, set with
    /// `.environment(\.managedObjectContext, container.viewContext)`. Without one, a context with
    /// no store (a save fails), as SwiftUI gives one that is not connected to a store.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] ?? NSManagedObjectContext.unconnected }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

extension NSManagedObjectContext {
    /// A main-queue context with no store, for views read without one.
    static var unconnected: NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    }
}
