import Foundation

/// How to load a store: where it is and of what type.
///
/// `@unchecked Sendable`: set up before the store is loaded, then only read.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// Where the store is; `/dev/null` keeps it in memory.
    open var url: URL?
    /// The store's type (`NSSQLiteStoreType` by default; `NSInMemoryStoreType` keeps it in memory).
    open var type: String = NSSQLiteStoreType
    /// A configuration of the model (accepted).
    open var configuration: String?
    /// Whether the store is read only (accepted).
    open var isReadOnly = false
    /// Whether loading waits for the store (loading is always immediate here).
    open var shouldAddStoreAsynchronously = false
    /// Accepted: there is one version of a model.
    open var shouldMigrateStoreAutomatically = true
    /// Accepted: there is one version of a model.
    open var shouldInferMappingModelAutomatically = true
    /// The CloudKit container's options (kept; nothing syncs).
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    private var options: [String: NSObject] = [:]

    /// A description of the store at `url`.
    ///
    /// - Parameter url: Where the store is.
    public init(url: URL) {
        self.url = url
        super.init()
    }

    /// A description with no location (an in-memory store unless a URL is set).
    public override init() {
        super.init()
    }

    /// Sets a store option (kept, not interpreted: history tracking, remote change notifications).
    ///
    /// - Parameters:
    ///   - option: The value.
    ///   - key: The option's key.
    open func setOption(_ option: NSObject?, forKey key: String) {
        options[key] = option
    }
}

/// Options of a store that syncs with CloudKit (nothing syncs on Linux).
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    /// The CloudKit container's identifier.
    public let containerIdentifier: String

    /// Options for the CloudKit container `containerIdentifier`.
    ///
    /// - Parameter containerIdentifier: Its identifier.
    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }
}

/// The option that keeps a store's history (accepted).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The option that posts remote change notifications (accepted).
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
