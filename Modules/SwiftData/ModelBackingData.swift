/// Where a model's persisted values are kept, and which context and row it belongs to. `@Model`
/// gives each model one; you do not use it yourself.
public final class ModelBackingData {
    /// The values by property index (see ``Schema/PropertyMetadata``); relationships read from the
    /// store hold a ``ModelReference`` until first read.
    ///
    /// Unchecked for exclusive access at run time (each of a model's property reads would check):
    /// a model is used on one thread at a time, as its context is, and every access to the values
    /// is a read or a write of one element that calls nothing that could reach them again.
    @exclusivity(unchecked) @usableFromInline var values: [ModelValue]
    /// The context the model is in.
    weak var context: ModelContext?
    private(set) var storedIdentifier: PersistentIdentifier?
    /// True once deleted from its context.
    var isDeleted = false

    /// Empty backing data, for a model made by its own initializer.
    public init() {
        values = []
    }

    /// The backing data `storage` holds, made and kept there when it holds none yet: `@Model`
    /// keeps a model's backing data in an optional, so that a model made from a stored row is
    /// given its backing data without making an empty one first.
    ///
    /// - Parameter storage: The model's backing data, if it has some.
    /// - Returns: The backing data `storage` holds now.
    @inlinable
    public static func stored(in storage: inout ModelBackingData?) -> ModelBackingData {
        if let data = storage { return data }
        let data = ModelBackingData()
        storage = data
        return data
    }

    /// Backing data for a model read from a store.
    init(values: [ModelValue], identifier: PersistentIdentifier, context: ModelContext) {
        self.values = values
        storedIdentifier = identifier
        self.context = context
    }

    /// The model's identifier: its row's, or a temporary one until it is inserted.
    func identifier<Model: PersistentModel>(of type: Model.Type) -> PersistentIdentifier {
        if let storedIdentifier { return storedIdentifier }
        let temporary = PersistentIdentifier.temporary(String(describing: type))
        storedIdentifier = temporary
        return temporary
    }

    /// Puts the model in `context` with `identifier`.
    func attach(to context: ModelContext?, identifier: PersistentIdentifier?) {
        self.context = context
        storedIdentifier = identifier
    }

    /// Sets the property at `index` as the model's initializer does (not a change to save).
    ///
    /// - Parameters:
    ///   - index: The property's index.
    ///   - value: Its first value.
    public func initialize<Value>(index: Int, to value: Value) {
        reserve(index)
        values[index] = .of(value)
    }

    /// The value of the property at `index` of `model`.
    ///
    /// - Parameters:
    ///   - index: The property's index.
    ///   - model: The model this is the backing data of.
    /// - Returns: The value.
    @inlinable
    public func value<Model: PersistentModel, Value>(at index: Int, of model: Model) -> Value {
        // Inlinable, so that a model's getter reads its value without generic metadata lookups
        // (and, for the common types, without a dynamic cast).
        if index < values.count, let value = values[index].read(as: Value.self) { return value }
        return unresolvedValue(at: index, of: model)
    }

    /// A relationship read from the store, resolved into models (and kept).
    @usableFromInline
    func unresolvedValue<Model: PersistentModel, Value>(at index: Int, of model: Model) -> Value {
        let stored = index < values.count ? values[index].any : nil
        if let stored, let reference = stored as? ModelReference {
            let value: Value = resolve(reference, as: Value.self, of: model, index: index)
            values[index] = .of(value)
            return value
        }
        fatalError("\(Model.self): the property at \(index) was read before it was given a value")
    }

    /// Sets the property at `index` of `model` to `value`, as a change its context saves.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - index: The property's index.
    ///   - model: The model this is the backing data of.
    public func setValue<Model: PersistentModel, Value>(_ value: Value, at index: Int, of model: Model) {
        reserve(index)
        let old = values[index].any
        values[index] = .of(value)
        context?.modelDidChange(model, at: index, from: old)
    }

    /// Lets go of the models `properties` (relationships) hold, keeping the keys of the stored ones
    /// to find them by, as a relationship read from the store is kept until read.
    func releaseRelatedModels(of properties: [ModelProperty]) {
        for property in properties where property.index < values.count {
            guard let relationship = property.relationshipType, let value = values[property.index].any,
                !(value is ModelReference)
            else { continue }
            let keys = relationship.models(inAny: value).compactMap {
                $0.persistentBackingData.storedIdentifier?.primaryKey
            }
            values[property.index] = .other(ModelReference(keys: keys))
        }
    }

    private func reserve(_ index: Int) {
        if index >= values.count { values.append(contentsOf: repeatElement(.unset, count: index + 1 - values.count)) }
    }

    private func resolve<Model: PersistentModel, Value>(
        _ reference: ModelReference, as type: Value.Type, of model: Model, index: Int
    ) -> Value {
        guard let related = Value.self as? any _PersistentRelationshipValue.Type else {
            fatalError("\(Model.self): the property at \(index) holds models but is of type \(Value.self)")
        }
        let models = context?.models(of: related._relatedModelType, keys: reference.keys) ?? []
        guard let value = relationshipValue(of: related, holding: models) as? Value else {
            fatalError(
                "\(Model.self): the property at \(index) refers to a \(related._relatedModelType) that is not in the store"
            )
        }
        return value
    }
}

/// A relationship as read from the store: the primary keys of the related models, resolved into
/// models when the property is first read.
struct ModelReference {
    let keys: [Int64]
}
