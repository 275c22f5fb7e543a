/// Where a model's persisted values are kept, and which context and row it belongs to. `@Model`
/// gives each model one; you do not use it yourself.
public final class ModelBackingData {
    // The values by property index (see ``Schema/PropertyMetadata``, and ``subscript(valueAt:)``):
    // the first four in the backing data itself, so that a model of a few properties read from a
    // store is given no array of its own (one allocation and one free fewer a model), the others
    // in an array. Relationships read from the store hold a ``ModelReference`` until first read.
    //
    // Unchecked for exclusive access at run time (each of a model's property reads would check):
    // a model is used on one thread at a time, as its context is, and every access to a value is
    // a read or a write of it that calls nothing that could reach it again.
    @exclusivity(unchecked) @usableFromInline var value0 = ModelValue.unset
    @exclusivity(unchecked) @usableFromInline var value1 = ModelValue.unset
    @exclusivity(unchecked) @usableFromInline var value2 = ModelValue.unset
    @exclusivity(unchecked) @usableFromInline var value3 = ModelValue.unset
    @exclusivity(unchecked) @usableFromInline var laterValues: [ModelValue] = []
    /// How many values there are, unset ones included. Unchecked for exclusive access as the
    /// values are (every property read compares its index with it).
    @exclusivity(unchecked) @usableFromInline private(set) var valueCount = 0
    /// The context the model is in.
    weak var context: ModelContext?
    private(set) var storedIdentifier: PersistentIdentifier?
    /// True once deleted from its context.
    var isDeleted = false

    /// Empty backing data, for a model made by its own initializer.
    public init() {}

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

    /// Backing data for a model read from a store, its `valueCount` values unset.
    init(valueCount: Int, identifier: PersistentIdentifier, context: ModelContext) {
        storedIdentifier = identifier
        self.context = context
        reserveValue(valueCount - 1)
    }

    /// The value of the property at `index` (below ``valueCount``).
    @inlinable
    subscript(valueAt index: Int) -> ModelValue {
        get {
            switch index {
            case 0: value0
            case 1: value1
            case 2: value2
            case 3: value3
            default: laterValues[index - 4]
            }
        }
        set {
            switch index {
            case 0: value0 = newValue
            case 1: value1 = newValue
            case 2: value2 = newValue
            case 3: value3 = newValue
            default: laterValues[index - 4] = newValue
            }
        }
    }

    /// Makes room for a value at `index` (unset, with any before it that are new).
    func reserveValue(_ index: Int) {
        guard index >= valueCount else { return }
        if index >= 4 { laterValues += repeatElement(.unset, count: index + 1 - max(valueCount, 4)) }
        valueCount = index + 1
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
        reserveValue(index)
        self[valueAt: index] = .of(value)
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
        if index < valueCount, let value = self[valueAt: index].read(as: Value.self) { return value }
        return unresolvedValue(at: index, of: model)
    }

    /// A relationship read from the store, resolved into models (and kept).
    @usableFromInline
    func unresolvedValue<Model: PersistentModel, Value>(at index: Int, of model: Model) -> Value {
        let stored = index < valueCount ? self[valueAt: index].any : nil
        if let stored, let reference = stored as? ModelReference {
            let value: Value = resolve(reference, as: Value.self, of: model, index: index)
            self[valueAt: index] = .of(value)
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
        reserveValue(index)
        let old = self[valueAt: index].any
        self[valueAt: index] = .of(value)
        context?.modelDidChange(model, at: index, from: old)
    }

    /// Lets go of the models `properties` (relationships) hold, keeping the keys of the stored ones
    /// to find them by, as a relationship read from the store is kept until read.
    func releaseRelatedModels(of properties: [ModelProperty]) {
        for property in properties where property.index < valueCount {
            guard let relationship = property.relationshipType, let value = self[valueAt: property.index].any,
                !(value is ModelReference)
            else { continue }
            let keys = relationship.models(inAny: value).compactMap {
                $0.persistentBackingData.storedIdentifier?.primaryKey
            }
            self[valueAt: property.index] = .other(ModelReference(keys: keys))
        }
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
