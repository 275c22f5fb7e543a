import Foundation

/// What a fetch request returns: managed objects (and, in Core Data, dictionaries and IDs).
public protocol NSFetchRequestResult: AnyObject {}

/// A request to a persistent store.
open class NSPersistentStoreRequest: NSObject {}

/// A description of objects to fetch: an entity, a filter, an order and a limit.
///
/// `ResultType` is `NSFetchRequestResult` or a managed object class. Apple constrains it to
/// `NSFetchRequestResult`, an Objective-C protocol that `NSFetchRequest<NSFetchRequestResult>`
/// satisfies; a Swift protocol's existential does not conform to itself, so here it is not
/// constrained and `fetch` returns the objects that are of the type.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    /// The entity's name.
    open var entityName: String?
    /// The entity (set by name when the model is known).
    open var entity: NSEntityDescription?
    /// Which objects: all when nil.
    open var predicate: NSPredicate?
    /// Their order; the store's order (insertion) when nil or empty.
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many objects (0: no limit).
    open var fetchLimit: Int = 0
    /// Objects to skip, after sorting.
    open var fetchOffset: Int = 0
    /// Accepted (objects are read whole).
    open var fetchBatchSize: Int = 0
    /// Accepted (objects are read whole).
    open var returnsObjectsAsFaults: Bool = true
    /// Whether the context's unsaved inserts, changes and deletes count (they do by default).
    open var includesPendingChanges: Bool = true
    /// Accepted (relationships are read when first used).
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Accepted.
    open var includesPropertyValues: Bool = true
    /// Whether objects of sub-entities count (accepted: every object of the entity counts).
    open var includesSubentities: Bool = true

    /// A request for the objects of the entity named `entityName`.
    ///
    /// - Parameter entityName: The entity's name.
    public init(entityName: String) {
        self.entityName = entityName
        super.init()
        if let managed = ResultType.self as? NSManagedObject.Type {
            // The model of a generated class registers itself when the class is first used.
            let entity = managed.entity()
            if entity.name == entityName { self.entity = entity }
        }
    }

    /// A request with no entity yet (set ``entity`` or ``entityName``).
    public override init() {
        super.init()
        if let managed = ResultType.self as? NSManagedObject.Type {
            entity = managed.entity()
            entityName = entity?.name
        }
    }
}
