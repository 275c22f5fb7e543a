/// A model type as the store keeps it: a table named after the type, a row per model, a column per
/// persisted property.
///
/// `@unchecked Sendable`: built whole by ``Schema``'s initializer (inverses included) and never
/// changed afterwards; the key paths and closures it holds are immutable.
final class ModelEntity: @unchecked Sendable {
    let name: String
    let type: any PersistentModel.Type
    let properties: [ModelProperty]
    /// True when some property is `@Attribute(.unique)` or the model declares `#Unique`.
    let hasUniqueAttributes: Bool
    /// The properties that hold models.
    let relationshipProperties: [ModelProperty]
    /// `SELECT` of the primary key and every property's column, and the statements that store a row.
    let selectSQL: String
    let insertSQL: String
    let updateSQL: String
    let deleteSQL: String

    init(type: any PersistentModel.Type) {
        self.type = type
        name = String(describing: type)
        properties = type.schemaMetadata.enumerated().map { ModelProperty(index: $0.offset, metadata: $0.element) }
        hasUniqueAttributes = properties.contains(where: \.isUnique) || !type._$schemaUniqueConstraints.isEmpty
        relationshipProperties = properties.filter { $0.relationshipType != nil }
        let table = SQL.quoted(name)
        let columns = [ModelStore.primaryKey] + properties.map(\.column)
        selectSQL = "SELECT \(columns.joined(separator: ", ")) FROM \(table)"
        // A unique attribute's conflict replaces the stored row: SwiftData's upsert.
        insertSQL =
            "INSERT \(hasUniqueAttributes ? "OR REPLACE " : "")INTO \(table) (\(columns.joined(separator: ", "))) VALUES ("
            + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        updateSQL =
            "UPDATE \(table) SET \(properties.map { "\($0.column) = ?" }.joined(separator: ", ")) WHERE \(ModelStore.primaryKey) = ?"
        deleteSQL = "DELETE FROM \(table) WHERE \(ModelStore.primaryKey) = ?"
    }

    /// The property at `keyPath`, if it is persisted.
    func property(at keyPath: AnyKeyPath) -> ModelProperty? {
        properties.first { $0.metadata.keypath == keyPath }
    }

    /// The properties of each array of `keyPaths` (an `#Index`'s or a `#Unique`'s), or an error
    /// naming the model and the macro when a key path is not a persisted property's.
    func properties(of keyPaths: [[AnyKeyPath]], declaredBy macro: String) throws -> [[ModelProperty]] {
        try keyPaths.map { group in
            try group.map { keyPath in
                guard let property = property(at: keyPath) else {
                    throw SwiftDataError(
                        "\(name): #\(macro) lists \(keyPath), which is not a persisted property of \(name)")
                }
                return property
            }
        }
    }

    /// The table's name, quoted for SQL.
    var table: String { SQL.quoted(name) }
}

/// One persisted property of a ``ModelEntity``.
///
/// `@unchecked Sendable`: see ``ModelEntity``; `inverse` is set while the schema is built.
final class ModelProperty: @unchecked Sendable {
    /// Its position among the model's persisted properties (the backing data's slot).
    let index: Int
    let metadata: Schema.PropertyMetadata
    /// The other side of a relationship, when there is one. Weak: the two sides point at each
    /// other, and the ``Schema`` that holds both entities keeps them alive.
    weak var inverse: ModelProperty?
    /// The entity the property belongs to (set with the schema).
    var entityName = ""

    /// Reads a column of its own (nil for other properties); the closure returns nil for a stored
    /// value of another type.
    let decodeColumn: ((SQLValue) -> ModelValue?)?
    /// The common type its column holds, read from the row as that type without an ``SQLValue``
    /// in between (nil for other properties, which read through ``decodeColumn``).
    let directColumn: DirectColumn?

    init(index: Int, metadata: Schema.PropertyMetadata) {
        self.index = index
        self.metadata = metadata
        if case .success(.column(let type)) = metadata.storage {
            decodeColumn = Self.decoder(of: type)
            directColumn = DirectColumn(type)
        } else {
            decodeColumn = nil
            directColumn = nil
        }
    }

    /// A decoder made once per property, so that reading a row calls it directly.
    private static func decoder<Column: ColumnValue>(of type: Column.Type) -> (SQLValue) -> ModelValue? {
        Column.decodedColumn
    }

    var name: String { metadata.name }
    var column: String { SQL.quoted(metadata.name) }
    var isUnique: Bool { (metadata.metadata as? Schema.Attribute)?.isUnique ?? false }
    var relationship: Schema.Relationship? { metadata.metadata as? Schema.Relationship }
    var deleteRule: Schema.Relationship.DeleteRule { relationship?.deleteRule ?? .nullify }

    /// The relationship's value type, when the property holds models.
    var relationshipType: (any _PersistentRelationshipValue.Type)? {
        if case .success(.relationship(let type)) = metadata.storage { return type }
        return nil
    }

    /// The SQL type of its column.
    var columnType: String {
        switch metadata.storage {
        case .success(.relationship(let type)): type._isToMany ? "TEXT" : "INTEGER"
        case .success(.json): "TEXT"
        default: ""
        }
    }
}

/// Quoting for SQL.
enum SQL {
    /// `name` as an SQL identifier: `"name"`, inner quotes doubled.
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
