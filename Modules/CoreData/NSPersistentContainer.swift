import Foundation

/// A model, a coordinator and a main-queue context, set up by name: what an app's persistence
/// controller holds.
///
/// `@unchecked Sendable`: set up once (``loadPersistentStores(completionHandler:)``), then its
/// contexts are used as Core Data says.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name (the model's and the store file's).
    public let name: String
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator of the store.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores to load: one, in the default directory, named after the container.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The main-queue context views use.
    public let viewContext: NSManagedObjectContext

    /// A container for the model named `name` (the `.xcdatamodeld` of that name).
    ///
    /// - Parameter name: The model's name.
    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel.named(name))
    }

    /// A container named `name` for `model`.
    ///
    /// - Parameters:
    ///   - name: The name of the store file.
    ///   - model: The model.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [
            NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
        ]
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Where stores go by default: the app's Application Support folder.
    ///
    /// - Returns: The folder.
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// Loads the described stores, calling `block` once for each, with an error when it could
    /// not be read.
    ///
    /// - Parameter block: Told of each store.
    open func loadPersistentStores(
        completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
        for description in persistentStoreDescriptions.prefix(1) {
            do {
                try persistentStoreCoordinator.load(description)
                block(description, nil)
            } catch {
                block(description, error)
            }
        }
    }

    /// A new private-queue context on the container's store.
    ///
    /// - Returns: The context.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new private-queue context, on that context's queue.
    ///
    /// - Parameter block: What to do with the context.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    /// Runs `block` with a new private-queue context and returns what it returns.
    ///
    /// - Parameter block: What to do with the context.
    /// - Returns: What `block` returns.
    /// - Throws: What `block` throws.
    public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        let context = newBackgroundContext()
        return try await context.perform { try block(context) }
    }
}

/// A container whose store would sync with CloudKit; on Linux, where there is no iCloud, it keeps
/// the store on the device only, as an iPhone signed out of iCloud does.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}
