import Foundation

/// Fetching: in SQL where the predicate and the order translate (see ``SQLPredicate``), in memory
/// for the rest and for the context's unsaved changes.
extension ModelContext {
    /// The models `descriptor` describes: stored ones and, unless it says otherwise, the context's
    /// unsaved inserts and changes (deleted models are left out).
    ///
    /// - Parameter descriptor: What to fetch.
    /// - Returns: The models, in the descriptor's order.
    /// - Throws: ``SwiftDataError`` when the type is not in the container's schema or the store
    ///   cannot be read; what the predicate throws when it is evaluated in memory.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        let entity = try self.entity(for: T.self)
        let filter = descriptor.predicate.flatMap { SQLPredicate($0, entity: entity) }
        let filteredInSQL = descriptor.predicate == nil || filter != nil
        let order = SQLPredicate.order(descriptor.sortBy, entity: entity)
        let pending = descriptor.includePendingChanges ? pendingIdentifiers(of: entity) : []
        if pending.isEmpty, filteredInSQL, let order {
            return try rows(
                T.self, entity: entity, filter: filter, order: order, limit: descriptor.fetchLimit,
                offset: descriptor.fetchOffset)
        }
        var models = try rows(T.self, entity: entity, filter: filter, order: order ?? "", limit: nil, offset: nil)
        if !pending.isEmpty {
            models.removeAll { pending.contains($0.persistentModelID) }
            let pendingModels = (inserted + changed.sorted()).filter { pending.contains($0) }
            models += pendingModels.compactMap { registered[$0] as? T }.filter { !$0.persistentBackingData.isDeleted }
            if filteredInSQL, let predicate = descriptor.predicate {
                let stored = models.count - pendingModels.count
                models =
                    Array(models[..<max(stored, 0)])
                    + (try models[max(stored, 0)...].filter { try predicate.evaluate($0) })
            }
        }
        if !filteredInSQL, let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty, order == nil || !pending.isEmpty {
            // Ties in key order, as in SQL.
            models.sort { left, right in
                for sort in descriptor.sortBy {
                    switch sort.compare(left, right) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return left.persistentModelID < right.persistentModelID
            }
        } else if !pending.isEmpty {
            models.sort { $0.persistentModelID < $1.persistentModelID }
        }
        let start = min(max(descriptor.fetchOffset ?? 0, 0), models.count)
        let end = descriptor.fetchLimit.map { min(start + max($0, 0), models.count) } ?? models.count
        return Array(models[start..<end])
    }

    /// How many models `descriptor` describes.
    ///
    /// - Parameter descriptor: What to count.
    /// - Returns: The count (the descriptor's offset and limit applied).
    /// - Throws: What ``fetch(_:)`` throws.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        let entity = try self.entity(for: T.self)
        let filter = descriptor.predicate.flatMap { SQLPredicate($0, entity: entity) }
        guard descriptor.predicate == nil || filter != nil,
            !descriptor.includePendingChanges || pendingIdentifiers(of: entity).isEmpty
        else { return try fetch(descriptor).count }
        var count = 0
        try parts.store.withConnection { connection in
            try connection.query(
                "SELECT COUNT(*) FROM \(entity.table)" + (filter.map { " WHERE \($0.sql)" } ?? ""),
                filter?.bindings ?? []
            ) { count = Int($0.integer(0)) }
        }
        let afterOffset = max(count - max(descriptor.fetchOffset ?? 0, 0), 0)
        return descriptor.fetchLimit.map { min(afterOffset, max($0, 0)) } ?? afterOffset
    }

    /// The identifiers of the models `descriptor` describes.
    ///
    /// - Parameter descriptor: What to fetch.
    /// - Returns: Their identifiers, in order.
    /// - Throws: What ``fetch(_:)`` throws.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier]
    {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The models of `type` with primary keys `keys`, in that order (missing and deleted ones left out).
    func models(of type: any PersistentModel.Type, keys: [Int64]) -> [any PersistentModel] {
        guard !keys.isEmpty, let entity = parts.schema.entity(for: type) else { return [] }
        return models(type, entity: entity, keys: keys)
    }

    private func models<T: PersistentModel>(_ type: T.Type, entity: ModelEntity, keys: [Int64]) -> [any PersistentModel]
    {
        func identifier(_ key: Int64) -> PersistentIdentifier {
            PersistentIdentifier(entityName: entity.name, storeIdentifier: parts.store.identifier, primaryKey: key)
        }
        let missing = keys.filter { registered[identifier($0)] == nil }
        if !missing.isEmpty {
            let list = missing.map(String.init).joined(separator: ",")
            do {
                _ = try rows(
                    T.self, entity: entity,
                    filter: SQLPredicate(sql: "\(ModelStore.primaryKey) IN (\(list))", bindings: []),
                    order: "", limit: nil, offset: nil)
            } catch {
                runtimeWarning("cannot read \(entity.name) \(list): \(error)")
            }
        }
        return keys.compactMap { registered[identifier($0)] }.filter { !$0.persistentBackingData.isDeleted }
    }

    private func entity(for type: any PersistentModel.Type) throws -> ModelEntity {
        guard let entity = parts.schema.entity(for: type) else {
            throw SwiftDataError("\(type) is not in the container's schema: add it to ModelContainer(for:)")
        }
        return entity
    }

    /// The unsaved inserts, changes and deletes of `entity`'s models.
    private func pendingIdentifiers(of entity: ModelEntity) -> Set<PersistentIdentifier> {
        guard hasChanges else { return [] }
        return insertedSet.union(changed).union(deleted).filter { $0.entityName == entity.name }
    }

    /// The stored models `filter` accepts, in `order` (by primary key when empty), registered in
    /// the context (a model it has already is returned as it is).
    private func rows<T: PersistentModel>(
        _ type: T.Type, entity: ModelEntity, filter: SQLPredicate?, order: String, limit: Int?, offset: Int?
    ) throws -> [T] {
        var sql = entity.selectSQL
        if let filter { sql += " WHERE " + filter.sql }
        sql += " ORDER BY " + (order.isEmpty ? ModelStore.primaryKey : order + ", " + ModelStore.primaryKey)
        var bindings = filter?.bindings ?? []
        if limit != nil || offset != nil {
            sql += " LIMIT ? OFFSET ?"
            bindings += [.integer(Int64(max(limit ?? -1, -1))), .integer(Int64(max(offset ?? 0, 0)))]
        }
        // The models are kept as `any PersistentModel` while the rows are read, and made an
        // array of `T` once: this function is generic over the model type and not specialized
        // for it, and appending to an array of `T` looks up that array's type for each element.
        var models: [any PersistentModel] = []
        let storeIdentifier = parts.store.identifier
        // A context that has no models yet has none of these rows (a query returns a row once):
        // it looks none up, and registers the models together, when its identity map is next used.
        let knowsNone = registered.isEmpty
        var made: [(PersistentIdentifier, any PersistentModel)] = []
        try parts.store.withConnection { connection in
            try connection.query(sql, bindings) { row in
                let identifier = PersistentIdentifier(
                    entityName: entity.name, storeIdentifier: storeIdentifier, primaryKey: row.integer(0))
                if !knowsNone, let known = registered[identifier] {
                    if let model = known as? T, !model.persistentBackingData.isDeleted { models.append(model) }
                    return
                }
                let data = ModelBackingData(valueCount: entity.properties.count, identifier: identifier, context: self)
                for property in entity.properties {
                    let column = property.index + 1
                    // A column of a common type is read as that type; anything else (and a
                    // stored value of another type, which then names the property) through `decode`.
                    if let direct = property.directColumn, let value = row.value(column, as: direct) {
                        data[valueAt: property.index] = value
                    } else {
                        data[valueAt: property.index] = try decode(row[column], for: property)
                    }
                }
                let model: any PersistentModel = T(backingData: data)
                if knowsNone {
                    made.append((identifier, model))
                } else {
                    registered[identifier] = model
                    models.append(model)
                }
            }
        }
        // A fetch in a context that knew none found only what it made.
        let found = knowsNone ? made.count : models.count
        let result = [T](unsafeUninitializedCapacity: found) { buffer, count in
            for index in 0..<found {
                let model = knowsNone ? made[index].1 : models[index]
                // Each one is a `T`: made as one, or found to be one.
                (buffer.baseAddress! + index).initialize(to: unsafeDowncast(model as AnyObject, to: T.self))
            }
            count = found
        }
        if knowsNone { registerFetched(made) }
        return result
    }

    /// The value a column holds, as the property's type (a ``ModelReference`` for a relationship).
    func decode(_ stored: SQLValue, for property: ModelProperty) throws -> ModelValue {
        switch property.metadata.storage {
        case .success(.column):
            guard let value = property.decodeColumn?(stored) else {
                throw SwiftDataError(
                    "\(property.entityName).\(property.name): the store holds \(stored) where a \(property.metadata.valueType) "
                        + "was expected; give the property a default value or make it optional")
            }
            return value
        case .success(.json(_, let decode)):
            do {
                return .other(try decode(stored))
            } catch {
                throw SwiftDataError(
                    "\(property.entityName).\(property.name): the stored value is not a \(property.metadata.valueType): \(error)"
                )
            }
        case .success(.relationship):
            switch stored {
            case .integer(let key): return .other(ModelReference(keys: [key]))
            case .text(let list):
                return .other(
                    ModelReference(keys: list.split { $0 == "[" || $0 == "]" || $0 == "," }.compactMap { Int64($0) }))
            default: return .other(ModelReference(keys: []))
            }
        case .failure(let error): throw error
        }
    }
}
