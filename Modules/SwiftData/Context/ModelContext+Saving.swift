/// Saving a context's changes to the store in one transaction, and dropping them.
extension ModelContext {
    /// Stores the inserted, changed and deleted models in one SQLite transaction: when it returns,
    /// the changes are on disk (a file store syncs before it returns); when it throws, none is
    /// stored and the changes stay pending.
    ///
    /// - Throws: ``SwiftDataError`` when the store refuses the changes (a read-only store, a full disk).
    public func save() throws {
        guard hasChanges else { return }
        guard parts.configurations[0].allowsSave else {
            throw SwiftDataError(
                "the store \(parts.configurations[0].name) does not allow saving (allowsSave is false)")
        }
        var writes: [(sql: String, bindings: [SQLValue])] = []
        for identifier in inserted {
            guard let model = registered[identifier], let entity = parts.schema.entity(for: type(of: model)),
                let key = identifier.primaryKey
            else { continue }
            writes.append((entity.insertSQL, [.integer(key)] + (try row(of: model, entity: entity))))
        }
        for identifier in changed.sorted() {
            guard let model = registered[identifier], let entity = parts.schema.entity(for: type(of: model)),
                let key = identifier.primaryKey
            else { continue }
            writes.append((entity.updateSQL, (try row(of: model, entity: entity)) + [.integer(key)]))
        }
        for identifier in deleted.sorted() {
            guard let entity = parts.schema.entity(named: identifier.entityName), let key = identifier.primaryKey
            else { continue }
            writes.append((entity.deleteSQL, [.integer(key)]))
        }
        try parts.store.write(writes)
        for identifier in deleted {
            // A deleted model leaves the context; it lets go of the models it held (which may hold
            // it back), keeping their keys.
            if let model = registered.removeValue(forKey: identifier) { releaseRelatedModels(of: model) }
        }
        inserted = []
        insertedSet = []
        changed = []
        deleted = []
        changes.signal()
        parts.saves.signal()
    }

    /// Does nothing: a context tracks changes as they are made.
    public func processPendingChanges() {}

    /// Runs `block`, then saves.
    ///
    /// - Parameter block: Changes to make.
    /// - Throws: What `block` or ``save()`` throws.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Drops the unsaved changes: inserted models leave the context, deleted ones come back, and
    /// changed ones get their stored values again (observers see the change).
    public func rollback() {
        let restoring = changed.union(deleted)
        for identifier in inserted {
            registered[identifier]?.persistentBackingData.attach(to: nil, identifier: nil)
            registered[identifier] = nil
        }
        inserted = []
        insertedSet = []
        changed = []
        deleted = []
        isRestoring = true
        defer { isRestoring = false }
        for identifier in restoring.sorted() {
            guard let model = registered[identifier] else { continue }
            model.persistentBackingData.isDeleted = false
            restoreStoredValues(of: model)
        }
        changed = []
        changes.signal()
    }

    /// The values of `model`'s row, in property order.
    private func row(of model: any PersistentModel, entity: ModelEntity) throws -> [SQLValue] {
        let data = model.persistentBackingData
        return try entity.properties.map { property in
            try sqlValue(property.index < data.valueCount ? data[valueAt: property.index].any : nil, of: property)
        }
    }

    private func sqlValue(_ raw: Any?, of property: ModelProperty) throws -> SQLValue {
        guard let raw else { return .null }
        switch property.metadata.storage {
        case .success(.column): return columnValue(of: raw) ?? .null
        case .success(.json(let encode, _)): return try encode(raw)
        case .success(.relationship(let relationship)):
            let keys: [Int64]
            if let reference = raw as? ModelReference {
                keys = reference.keys
            } else {
                keys = relationship.models(inAny: raw).compactMap { other in
                    let data = other.persistentBackingData
                    guard data.context === self, !data.isDeleted else { return nil }
                    return other.persistentModelID.primaryKey
                }
            }
            if relationship._isToMany { return .text("[" + keys.map(String.init).joined(separator: ",") + "]") }
            return keys.first.map { .integer($0) } ?? .null
        case .failure(let error): throw error
        }
    }

    /// Writes `model`'s stored values back through its properties.
    private func restoreStoredValues(of model: any PersistentModel) {
        guard let entity = parts.schema.entity(for: type(of: model)), let key = model.persistentModelID.primaryKey
        else { return }
        do {
            var stored: [ModelValue] = []
            try parts.store.withConnection { connection in
                try connection.query(entity.selectSQL + " WHERE \(ModelStore.primaryKey) = ?", [.integer(key)]) { row in
                    stored = try entity.properties.map { try decode(row[$0.index + 1], for: $0) }
                }
            }
            for property in entity.properties where property.index < stored.count {
                guard var value = stored[property.index].any else { continue }
                if let reference = value as? ModelReference, let relationship = property.relationshipType {
                    let models = models(of: relationship._relatedModelType, keys: reference.keys)
                    guard let resolved = relationshipValue(of: relationship, holding: models) else { continue }
                    value = resolved
                }
                property.metadata.write(model, value)
            }
        } catch {
            runtimeWarning("rollback could not read \(model.persistentModelID) back: \(error)")
        }
    }
}
