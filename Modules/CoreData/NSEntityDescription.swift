import Foundation

/// An entity: a kind of managed object, with its properties and the class of its objects.
open class NSEntityDescription: NSObject {
    /// The entity's name.
    open var name: String?
    /// The name of the class of its objects.
    open var managedObjectClassName: String! = "NSManagedObject"
    /// The class of its objects (the generated class; `NSManagedObject` when none).
    public var managedObjectClass: NSManagedObject.Type = NSManagedObject.self
    /// Whether objects of this entity are only made as objects of sub-entities.
    open var isAbstract: Bool = false
    /// Sets of properties whose values no two objects share (a save merges or refuses).
    open var uniquenessConstraints: [[Any]] = []
    /// The model the entity is in.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel?

    /// Its attributes and relationships.
    open var properties: [NSPropertyDescription] = [] {
        didSet { for property in properties { property.entity = self } }
    }

    /// Its properties by name.
    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Its attributes by name.
    open var attributesByName: [String: NSAttributeDescription] {
        Dictionary(
            properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Its relationships by name.
    open var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(
            properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The entity named `entityName` in the model of `context`'s store.
    ///
    /// - Parameters:
    ///   - entityName: The entity's name.
    ///   - context: The context.
    /// - Returns: The entity, or nil when the model has none of that name.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription?
    {
        context.entity(named: entityName)
    }

    /// A new object of the entity named `entityName`, inserted into `context`.
    ///
    /// - Parameters:
    ///   - entityName: The entity's name.
    ///   - context: The context.
    /// - Returns: The new object (of the entity's class).
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext)
        -> NSManagedObject
    {
        guard let entity = context.entity(named: entityName) else {
            preconditionFailure("CoreData: no entity named \(entityName) in the model")
        }
        return entity.managedObjectClass.init(entity: entity, insertInto: context)
    }

    /// The constraint key sets as names.
    var constraintKeySets: [[String]] {
        uniquenessConstraints.map { $0.compactMap { $0 as? String } }.filter { !$0.isEmpty }
    }
}
