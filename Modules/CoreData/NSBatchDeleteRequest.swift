import Foundation

/// What a batch delete returns.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    /// Whether it succeeded (`true`).
    case resultTypeStatusOnly = 0
    /// The IDs of the objects deleted.
    case resultTypeObjectIDs = 1
    /// How many objects were deleted.
    case resultTypeCount = 2
}

/// A request that deletes objects in the store at once, without reading them into a context: the
/// objects a fetch request matches, or those with the given IDs. As in Core Data, contexts are not
/// told; merge the result into them (`NSManagedObjectContext.mergeChanges(fromRemoteContextSave:into:)`)
/// or reset them.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    /// What ``NSManagedObjectContext/execute(_:)`` returns for it.
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly
    let fetchRequest: NSFetchRequest<NSFetchRequestResult>?
    let objectIDs: [NSManagedObjectID]

    /// A request that deletes the objects `fetchRequest` matches in the store.
    ///
    /// - Parameter fetchRequest: Which objects.
    public init(fetchRequest: NSFetchRequest<NSFetchRequestResult>) {
        self.fetchRequest = fetchRequest
        self.objectIDs = []
        super.init()
    }

    /// A request that deletes the objects with `objectIDs`.
    ///
    /// - Parameter objectIDs: Their IDs.
    public init(objectIDs: [NSManagedObjectID]) {
        self.fetchRequest = nil
        self.objectIDs = objectIDs
        super.init()
    }
}

/// What a store request returned.
open class NSPersistentStoreResult: NSObject {}

/// What a batch delete returned: `true`, the deleted objects' IDs, or their count, as its request's
/// result type asked.
open class NSBatchDeleteResult: NSPersistentStoreResult {
    /// The result.
    open private(set) var result: Any?

    init(result: Any?) {
        self.result = result
        super.init()
    }
}

extension NSManagedObjectContext {
    /// Runs a store request: a batch delete is applied to the store at once (in one atomic write);
    /// the context's objects are left as they are, as Core Data leaves them.
    ///
    /// - Parameter request: The request.
    /// - Returns: Its result.
    /// - Throws: When the request names no entity of the model, or the store cannot be written.
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        guard let delete = request as? NSBatchDeleteRequest else { return NSPersistentStoreResult() }
        guard let coordinator = persistentStoreCoordinator else {
            throw CoreDataError.store(134_060, "the context has no persistent store coordinator")
        }
        var keys = delete.objectIDs.compactMap(\.key)
        var ids = delete.objectIDs.filter { $0.key != nil }
        if let fetch = delete.fetchRequest {
            guard let name = fetch.entity?.name ?? fetch.entityName, let entity = entity(named: name) else {
                throw CoreDataError.unknownEntity(fetch.entity?.name ?? fetch.entityName ?? "(none)")
            }
            let saved = coordinator.contents.value.objects
            for key in saved.keys.sorted() where saved[key]?.entity == name {
                if let predicate = fetch.predicate {
                    guard let object = materialize(key: key, in: saved), predicate.evaluate(with: object) else {
                        continue
                    }
                }
                keys.append(key)
                ids.append(NSManagedObjectID(entity: entity, key: key, storeIdentifier: coordinator.storeIdentifier))
            }
        }
        var batch = SaveBatch()
        batch.deleted = keys
        _ = try coordinator.commit(batch, policy: .errorMergePolicyType)
        switch delete.resultType {
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: ids)
        case .resultTypeCount: return NSBatchDeleteResult(result: keys.count)
        }
    }

    /// Applies changes made to the store outside these contexts (a batch delete's deleted IDs
    /// under `NSDeletedObjectsKey`, and inserted or updated ones) to `contexts`.
    ///
    /// - Parameters:
    ///   - changeNotificationData: The changes: arrays of `NSManagedObjectID` by key.
    ///   - contexts: The contexts to update.
    public static func mergeChanges(
        fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]
    ) {
        func keys(_ name: String) -> Set<Int64> {
            Set(((changeNotificationData[name] as? [NSManagedObjectID]) ?? []).compactMap(\.key))
        }
        let saved = SavedKeys(
            written: keys(NSInsertedObjectsKey).union(keys(NSUpdatedObjectsKey)), deleted: keys(NSDeletedObjectsKey))
        for context in contexts { context.performAndWait { context.merge(saved) } }
    }
}
