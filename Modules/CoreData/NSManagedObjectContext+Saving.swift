import Foundation

extension NSManagedObjectContext {
    /// Writes the context's inserts, changes and deletes to the store, at once: the store's file
    /// is replaced whole or not at all. Required values are checked first, and objects that share
    /// a uniqueness constraint's values with a saved one are settled by ``mergePolicy``. Other
    /// contexts that merge changes are told; views reading fetches update.
    ///
    /// - Throws: A validation error (code 1570) naming a missing required value, a constraint
    ///   conflict under the error policy (133021), or the store's error; the context keeps its
    ///   changes then.
    public func save() throws {
        guard hasChanges else { return }
        guard let coordinator = persistentStoreCoordinator else {
            throw CoreDataError.store(134_060, "the context has no persistent store coordinator")
        }
        let insertedNow = inserted
        let updatedNow = touched.values.filter(\.isUpdated)
        let deletedNow = touched.values.filter(\.isDeleted)
        for object in insertedNow + updatedNow { object.willSave() }
        for object in insertedNow + updatedNow { try Self.validate(object) }

        let keys = coordinator.reserveKeys(insertedNow.count)
        var newKeys: [ObjectIdentifier: Int64] = [:]
        for (object, key) in zip(insertedNow, keys) { newKeys[ObjectIdentifier(object)] = key }
        var batch = SaveBatch()
        for object in insertedNow + updatedNow {
            guard let key = newKeys[ObjectIdentifier(object)] ?? object.objectID.key,
                let name = object.entity.name
            else { continue }
            batch.written.append((key, try Self.stored(object, keys: newKeys)))
            batch.constraints[name] = object.entity.constraintKeySets
        }
        batch.inserted = Set(keys)
        batch.deleted = deletedNow.compactMap(\.objectID.key)
        let policy = (mergePolicy as? NSMergePolicy)?.mergeType ?? .errorMergePolicyType
        let remapped = try coordinator.commit(batch, policy: policy)

        let store = coordinator.storeIdentifier
        for object in insertedNow {
            guard let reserved = newKeys[ObjectIdentifier(object)] else { continue }
            if let merged = remapped[reserved] {
                if let previous = byKey[merged.key], previous !== object {
                    previous.objectWillChange.send()
                    registered[ObjectIdentifier(previous)] = nil
                }
                object.load(merged.kept, key: merged.key, storeIdentifier: store)
                byKey[merged.key] = object
            } else {
                object.objectID = NSManagedObjectID(entity: object.entity, key: reserved, storeIdentifier: store)
                byKey[reserved] = object
            }
            object.insertedFlag = false
            object.changedKeys = []
        }
        for object in updatedNow { object.changedKeys = [] }
        for object in deletedNow {
            registered[ObjectIdentifier(object)] = nil
            if let key = object.objectID.key { byKey[key] = nil }
            object.managedObjectContext = nil
        }
        inserted = []
        touched = [:]
        for object in insertedNow + updatedNow { object.didSave() }
        changes.signal()

        let info: [String: Any] = [
            NSInsertedObjectsKey: Set(insertedNow), NSUpdatedObjectsKey: Set(updatedNow),
            NSDeletedObjectsKey: Set(deletedNow),
        ]
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
        let saved = SavedKeys(
            written: Set(batch.written.map(\.0)).union(remapped.values.map(\.key)), deleted: Set(batch.deleted))
        for other in coordinator.others(than: self) where other.automaticallyMergesChangesFromParent {
            other.perform { other.merge(saved) }
        }
    }

    /// Drops the unsaved inserts, changes and deletes: objects take their saved values again.
    public func rollback() {
        let saved = persistentStoreCoordinator?.contents.value.objects ?? [:]
        let store = persistentStoreCoordinator?.storeIdentifier ?? "memory"
        for object in inserted {
            registered[ObjectIdentifier(object)] = nil
            object.insertedFlag = false
            object.managedObjectContext = nil
        }
        for object in touched.values {
            object.objectWillChange.send()
            if let key = object.objectID.key, let stored = saved[key] {
                object.load(stored, key: key, storeIdentifier: store)
            }
        }
        inserted = []
        touched = [:]
        changes.signal()
    }

    /// Forgets every object of the context (unsaved changes are dropped).
    public func reset() {
        rollback()
        for object in registered.values { object.releaseRelationships() }
        registered = [:]
        byKey = [:]
        changes.signal()
    }

    /// Reads `object`'s saved values again; with `flag`, its unsaved changes are kept on top.
    ///
    /// - Parameters:
    ///   - object: An object of the context.
    ///   - flag: Whether to keep its unsaved changes.
    public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard let key = object.objectID.key, let stored = persistentStoreCoordinator?.contents.value.objects[key]
        else { return }
        let kept = flag ? object.changedValues() : [:]
        object.objectWillChange.send()
        object.load(stored, key: key, storeIdentifier: persistentStoreCoordinator?.storeIdentifier ?? "memory")
        for (name, value) in kept { object.setPrimitiveValue(value is NSNull ? nil : value, forKey: name) }
        if !flag { touched[ObjectIdentifier(object)] = nil }
    }

    /// Reads every object's saved values again, keeping unsaved changes.
    public func refreshAllObjects() {
        for object in registered.values { refresh(object, mergeChanges: true) }
        changes.signal()
    }

    /// Makes the IDs of `objects` permanent (they become so when saved here; accepted).
    ///
    /// - Parameter objects: Objects of the context.
    /// - Throws: Never here (Core Data's does when the store cannot give IDs).
    public func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

    /// Takes in the changes another context saved (what `automaticallyMergesChangesFromParent`
    /// does by itself).
    ///
    /// - Parameter notification: A `.NSManagedObjectContextDidSave` notification.
    public func mergeChanges(fromContextDidSave notification: Notification) {
        func keys(_ name: String) -> Set<Int64> {
            Set(
                ((notification.userInfo?[name] as? Set<NSManagedObject>) ?? []).compactMap(\.objectID.key))
        }
        merge(
            SavedKeys(
                written: keys(NSInsertedObjectsKey).union(keys(NSUpdatedObjectsKey)), deleted: keys(NSDeletedObjectsKey)
            ))
    }

    /// Updates the registered objects that a save of another context wrote or deleted.
    func merge(_ saved: SavedKeys) {
        for key in saved.written {
            guard let object = byKey[key] else { continue }
            refresh(object, mergeChanges: true)
        }
        for key in saved.deleted {
            guard let object = byKey.removeValue(forKey: key) else { continue }
            object.objectWillChange.send()
            registered[ObjectIdentifier(object)] = nil
            touched[ObjectIdentifier(object)] = nil
            object.managedObjectContext = nil
        }
        changes.signal()
    }

    /// A required attribute without a value fails the save.
    private static func validate(_ object: NSManagedObject) throws {
        for case let attribute as NSAttributeDescription in object.entity.properties
        where !attribute.isOptional && !attribute.isTransient {
            if object.primitiveValue(forKey: attribute.name) == nil {
                throw CoreDataError.missingValue(attribute.name, of: object.entity.name ?? "object")
            }
        }
    }

    /// `object`'s values as the store keeps them.
    private static func stored(_ object: NSManagedObject, keys: [ObjectIdentifier: Int64]) throws -> StoredObject {
        let entityName = object.entity.name ?? "NSManagedObject"
        var values: [String: StoredValue] = [:]
        for property in object.entity.properties where !property.isTransient {
            if let relationship = property as? NSRelationshipDescription {
                if let pending = object.storedRelationships[relationship.name] {
                    values[relationship.name] = pending
                    continue
                }
                let targets = NSManagedObject.objects(in: object.primitiveValue(forKey: relationship.name))
                    .compactMap { target in keys[ObjectIdentifier(target)] ?? target.objectID.key }
                if relationship.isToMany {
                    values[relationship.name] = .objects(targets)
                } else if let target = targets.first {
                    values[relationship.name] = .object(target)
                }
            } else if let attribute = property as? NSAttributeDescription,
                let value = object.primitiveValue(forKey: attribute.name)
            {
                guard let stored = StoredValue(attribute: value, type: attribute.attributeType) else {
                    throw CoreDataError.unstorable(attribute.name, of: entityName, value)
                }
                values[attribute.name] = stored
            }
        }
        return StoredObject(entity: entityName, values: values)
    }
}

/// The keys a save wrote and deleted.
struct SavedKeys: Sendable {
    var written: Set<Int64>
    var deleted: Set<Int64>
}

extension Notification.Name {
    /// Posted after a context saved; its user info holds the inserted, updated and deleted objects.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagingContextDidSaveChangesNotification")
    /// Posted when a context's objects changed.
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
        "NSObjectsChangedInManagingContextNotification")
}

/// The inserted objects in a notification's user info.
public let NSInsertedObjectsKey = "inserted"
/// The updated objects in a notification's user info.
public let NSUpdatedObjectsKey = "updated"
/// The deleted objects in a notification's user info.
public let NSDeletedObjectsKey = "deleted"
