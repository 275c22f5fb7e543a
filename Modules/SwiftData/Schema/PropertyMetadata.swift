import Foundation

extension Schema {
    /// One persisted property of a model, as `@Model` describes it in `schemaMetadata`: its name,
    /// its key path and its `@Attribute` or `@Relationship` options.
    public struct PropertyMetadata {
        /// The property's name (the column's name in the store).
        public let name: String
        /// The property's key path.
        public let keypath: AnyKeyPath
        /// The value the property starts with, when `@Model` knows it.
        public let defaultValue: Any?
        /// Its `@Attribute` or `@Relationship` options.
        public let metadata: (any SchemaProperty)?

        /// The model type and the property's value type.
        let modelType: any PersistentModel.Type
        let valueType: Any.Type
        /// How the value is stored, or why it cannot be.
        let storage: Result<PropertyStorage, SwiftDataError>
        /// Reads the property (observed, as code reading it is).
        let read: (any PersistentModel) -> Any
        /// Writes the property through its setter (observed, tracked by the model's context).
        let write: (any PersistentModel, Any) -> Void

        /// The metadata of the property at `keypath`.
        ///
        /// - Parameters:
        ///   - name: The property's name.
        ///   - keypath: Its key path.
        ///   - defaultValue: Its initial value, if known.
        ///   - metadata: Its `@Attribute` or `@Relationship` options.
        public init<Root: PersistentModel, Value>(
            name: String, keypath: ReferenceWritableKeyPath<Root, Value>, defaultValue: Value?,
            metadata: (any SchemaProperty)?
        ) {
            self.init(
                name: name, keypath: keypath, defaultValue: defaultValue, metadata: metadata,
                write: { model, value in (model as! Root)[keyPath: keypath] = value as! Value })
        }

        /// The metadata of a `let` at `keypath` (Apple's `@Model` persists a `let` too, in Swift 5
        /// mode): it is read as any property is; nothing writes it back, since a constant does not
        /// change after its initializer (a rollback has nothing to restore, and the inverse of a
        /// relationship kept in a `let` is not maintained).
        ///
        /// - Parameters:
        ///   - name: The property's name.
        ///   - keypath: Its key path.
        ///   - defaultValue: Its initial value, if known.
        ///   - metadata: Its `@Attribute` or `@Relationship` options.
        @_disfavoredOverload
        public init<Root: PersistentModel, Value>(
            name: String, keypath: KeyPath<Root, Value>, defaultValue: Value?, metadata: (any SchemaProperty)?
        ) {
            self.init(name: name, keypath: keypath, defaultValue: defaultValue, metadata: metadata, write: { _, _ in })
        }

        private init<Root: PersistentModel, Value>(
            name: String, keypath: KeyPath<Root, Value>, defaultValue: Value?, metadata: (any SchemaProperty)?,
            write: @escaping (any PersistentModel, Any) -> Void
        ) {
            self.name = name
            self.keypath = keypath
            self.defaultValue = defaultValue
            self.metadata = metadata
            modelType = Root.self
            valueType = Value.self
            storage = PropertyStorage.of(Value.self, model: Root.self, property: name)
            read = { model in (model as! Root)[keyPath: keypath] }
            self.write = write
        }
    }
}

/// How a property's value is kept in its row.
enum PropertyStorage {
    /// In a column of its own (see ``ColumnValue``).
    case column(any ColumnValue.Type)
    /// As JSON text, for other `Codable` values (enums, structs, arrays, dictionaries, sets).
    case json(encode: (Any) throws -> SQLValue, decode: (SQLValue) throws -> Any)
    /// Other models: the primary key of one (`toOne`, an INTEGER column) or a JSON array of keys.
    case relationship(any _PersistentRelationshipValue.Type)

    /// How a `Value` property of `model` is stored, or an error naming the model and the property.
    static func of<Value>(_ type: Value.Type, model: Any.Type, property: String) -> Result<
        PropertyStorage, SwiftDataError
    > {
        if let related = type as? any _PersistentRelationshipValue.Type { return .success(.relationship(related)) }
        if let column = type as? any ColumnValue.Type { return .success(.column(column)) }
        if let codable = type as? any Codable.Type {
            return .success(json(codable, isOptional: type is any OptionalValue.Type))
        }
        return .failure(
            SwiftDataError(
                "\(model).\(property) is of type \(type), which SwiftData cannot store: use a Codable type, "
                    + "a model (a relationship), or mark the property @Transient"))
    }

    private static func json<T: Codable>(_ type: T.Type, isOptional: Bool) -> PropertyStorage {
        .json(
            encode: { value in
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                return .text(String(decoding: try encoder.encode(value as! T), as: UTF8.self))
            },
            decode: { stored in
                switch stored {
                case .text(let text): return try JSONDecoder().decode(T.self, from: Data(text.utf8))
                case .blob(let bytes): return try JSONDecoder().decode(T.self, from: Data(bytes))
                case .null where isOptional: return try JSONDecoder().decode(T.self, from: Data("null".utf8))
                default: throw SwiftDataError("expected JSON text, found \(stored)")
                }
            })
    }
}
