import Observation

/// A class SwiftData stores: what `@Model` makes of a class. You do not adopt it yourself.
///
/// Two models are equal when they are the same object (a context has one object per stored model).
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, CustomReflectable,
    _PersistentRelationshipValue
{
    /// Where the model's values are kept, and which context and row it belongs to.
    var persistentBackingData: ModelBackingData { get set }
    /// The persisted properties, in order.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
    /// A model over `backingData`: how the store makes the models it reads.
    ///
    /// - Parameter backingData: The model's values, context and row.
    init(backingData: ModelBackingData)
    /// The key paths of the indices the model's `#Index` declares (none without one).
    static var _$schemaIndices: [[AnyKeyPath]] { get }
    /// The key paths of the uniqueness constraints the model's `#Unique` declares (none without one).
    static var _$schemaUniqueConstraints: [[AnyKeyPath]] { get }
}

extension PersistentModel {
    /// The model's identity in its store.
    public var persistentModelID: PersistentIdentifier { persistentBackingData.identifier(of: Self.self) }

    /// The model's identity (unless the class declares an `id` of its own).
    public var id: PersistentIdentifier { persistentModelID }

    /// The context the model was inserted into or fetched by; nil before insertion.
    public var modelContext: ModelContext? { persistentBackingData.context }

    /// True when the model has changes its context has not saved.
    public var hasChanges: Bool {
        guard let context = persistentBackingData.context else { return false }
        return context.hasPendingChanges(persistentModelID)
    }

    /// True once the model was deleted from its context.
    public var isDeleted: Bool { persistentBackingData.isDeleted }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
