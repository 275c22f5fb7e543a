import Foundation

extension NSManagedObjectContext {
    /// The objects `request` describes: saved ones (with this context's unsaved changes, unless
    /// the request leaves them out) and inserted ones, filtered, sorted, offset and limited.
    ///
    /// - Parameter request: What to fetch.
    /// - Returns: The objects, in the request's order (saved ones in the order they were first
    ///   saved, then inserted ones, when it gives none).
    /// - Throws: When the request names no entity of the model.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        var objects = try matching(request)
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects = Self.sorted(objects, by: descriptors)
        }
        if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects.compactMap { $0 as? T }
    }

    /// How many objects `request` would fetch.
    ///
    /// - Parameter request: What to count.
    /// - Returns: The count (with the request's offset and limit).
    /// - Throws: When the request names no entity of the model.
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        var count = try matching(request).count
        count = max(0, count - request.fetchOffset)
        return request.fetchLimit > 0 ? min(count, request.fetchLimit) : count
    }

    /// The object with `objectID`, registered in this context.
    ///
    /// - Parameter objectID: An object's ID (from any context on the same store).
    /// - Returns: The object.
    public func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let key = objectID.key, let object = materialize(key: key) { return object }
        if let object = registered.values.first(where: { $0.objectID === objectID }) { return object }
        return objectID.entity.managedObjectClass.init(entity: objectID.entity, insertInto: nil)
    }

    /// The saved object with `objectID`, registered in this context.
    ///
    /// - Parameter objectID: An object's ID.
    /// - Returns: The object.
    /// - Throws: When no saved object has that ID.
    public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        if let object = registered.values.first(where: { $0.objectID === objectID }) { return object }
        guard let key = objectID.key, let object = materialize(key: key) else {
            throw CoreDataError.store(133_000, "no object with ID \(objectID)")
        }
        return object
    }

    /// The objects of the request's entity that its predicate accepts, unsorted.
    private func matching<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
        guard let name = request.entity?.name ?? request.entityName, entity(named: name) != nil else {
            throw CoreDataError.unknownEntity(request.entity?.name ?? request.entityName ?? "(none)")
        }
        let saved = persistentStoreCoordinator?.contents.value.objects ?? [:]
        var objects: [NSManagedObject] = []
        for key in saved.keys.sorted() where saved[key]?.entity == name {
            guard let object = materialize(key: key, in: saved) else { continue }
            if request.includesPendingChanges && object.deletedFlag { continue }
            objects.append(object)
        }
        if request.includesPendingChanges {
            objects += inserted.filter { $0.entity.name == name }
        }
        if let predicate = request.predicate {
            objects = objects.filter { predicate.evaluate(with: $0) }
        }
        return objects
    }

    /// The object saved under `key`, registered in this context (made from the store when new).
    func materialize(key: Int64, in saved: [Int64: StoredObject]? = nil) -> NSManagedObject? {
        if let object = byKey[key] { return object }
        guard let stored = (saved ?? persistentStoreCoordinator?.contents.value.objects)?[key],
            let entity = entity(named: stored.entity)
        else { return nil }
        let object = entity.managedObjectClass.init(entity: entity, insertInto: nil)
        object.values = [:]
        object.load(stored, key: key, storeIdentifier: persistentStoreCoordinator?.storeIdentifier ?? "memory")
        object.managedObjectContext = self
        registered[ObjectIdentifier(object)] = object
        byKey[key] = object
        object.awakeFromFetch()
        return object
    }

    /// A relationship's stored value as objects of this context.
    func resolve(_ stored: StoredValue, for relationship: NSRelationshipDescription?) -> Any? {
        switch stored {
        case .object(let key): return materialize(key: key)
        case .objects(let keys):
            return NSManagedObject.collection(
                keys.compactMap { materialize(key: $0) }, ordered: relationship?.isOrdered ?? false)
        default: return nil
        }
    }

    /// `objects` ordered by `descriptors` (the first that tells two apart decides).
    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        let indexed = Array(objects.enumerated())
        return indexed.sorted { lhs, rhs in
            for descriptor in descriptors {
                switch descriptor.compare(lhs.element, to: rhs.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

extension NSManagedObject {
    /// Takes the values the store keeps for the object saved under `key`.
    func load(_ stored: StoredObject, key: Int64, storeIdentifier: String) {
        objectID = NSManagedObjectID(entity: entity, key: key, storeIdentifier: storeIdentifier)
        values = [:]
        storedRelationships = [:]
        for (name, value) in stored.values {
            if entity.relationshipsByName[name] != nil {
                storedRelationships[name] = value
            } else if let attribute = entity.attributesByName[name] {
                values[name] = value.attributeValue(type: attribute.attributeType)
            }
        }
        changedKeys = []
        insertedFlag = false
        deletedFlag = false
    }
}
