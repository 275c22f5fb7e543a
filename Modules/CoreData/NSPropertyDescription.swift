import Foundation

/// A property of an entity: an attribute or a relationship.
open class NSPropertyDescription: NSObject {
    /// The property's name (the key its values are kept under).
    open var name: String = ""
    /// Whether a save accepts the object without a value for it.
    open var isOptional: Bool = true
    /// Whether the value is computed rather than stored (kept in memory only).
    open var isTransient: Bool = false
    /// The entity the property belongs to (set when the entity's properties are set).
    open internal(set) weak var entity: NSEntityDescription?
}

/// The type of an attribute's values.
public enum NSAttributeType: UInt, Sendable {
    /// No type given.
    case undefinedAttributeType = 0
    /// `Int16`.
    case integer16AttributeType = 100
    /// `Int32`.
    case integer32AttributeType = 200
    /// `Int64`.
    case integer64AttributeType = 300
    /// `Decimal` (`NSDecimalNumber`).
    case decimalAttributeType = 400
    /// `Double`.
    case doubleAttributeType = 500
    /// `Float`.
    case floatAttributeType = 600
    /// `String`.
    case stringAttributeType = 700
    /// `Bool`.
    case booleanAttributeType = 800
    /// `Date`.
    case dateAttributeType = 900
    /// `Data`.
    case binaryDataAttributeType = 1000
    /// `UUID`.
    case UUIDAttributeType = 1100
    /// `URL`.
    case URIAttributeType = 1200
    /// A value kept through a transformer (here: any property-list value).
    case transformableAttributeType = 1800
    /// An object ID.
    case objectIDAttributeType = 2000
}

/// An attribute: a property holding a value.
open class NSAttributeDescription: NSPropertyDescription {
    /// The type of its values.
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The value a new object has.
    open var defaultValue: Any?
    /// The class name Xcode's model gives a transformable attribute (`[String]`).
    open var attributeValueClassName: String?
    /// The transformer a transformable attribute names (the store keeps property-list values
    /// without one).
    open var valueTransformerName: String?
    /// Whether the store may keep large data outside its file (accepted).
    open var allowsExternalBinaryDataStorage: Bool = false
}

/// What a delete does to the objects a relationship reaches.
public enum NSDeleteRule: UInt, Sendable {
    /// Nothing.
    case noActionDeleteRule = 0
    /// They stop referring to the deleted object.
    case nullifyDeleteRule = 1
    /// They are deleted too.
    case cascadeDeleteRule = 2
    /// The delete is refused while any remain.
    case denyDeleteRule = 3
}

/// A relationship: a property holding other managed objects.
open class NSRelationshipDescription: NSPropertyDescription {
    /// The entity of the objects it holds.
    open var destinationEntity: NSEntityDescription? {
        get { storedDestination ?? entity?.managedObjectModel?.entitiesByName[destinationEntityName ?? ""] }
        set {
            storedDestination = newValue
            destinationEntityName = newValue?.name
        }
    }
    /// The relationship of the destination that points back, kept in step by contexts.
    open var inverseRelationship: NSRelationshipDescription? {
        get { storedInverse ?? destinationEntity?.relationshipsByName[inverseName ?? ""] }
        set {
            storedInverse = newValue
            inverseName = newValue?.name
        }
    }
    /// At most this many objects (1 for a to-one relationship; 0: no limit).
    open var maxCount: Int = 1
    /// At least this many objects.
    open var minCount: Int = 0
    /// What deleting the source does to the objects held.
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    /// Whether the objects are kept in order (`NSOrderedSet`).
    open var isOrdered: Bool = false
    /// Whether it holds several objects.
    open var isToMany: Bool { maxCount != 1 }

    /// The destination's name, for models built by name (Xcode's files name entities).
    public var destinationEntityName: String?
    /// The inverse's name, for models built by name.
    public var inverseName: String?
    private weak var storedDestination: NSEntityDescription?
    private weak var storedInverse: NSRelationshipDescription?
}
