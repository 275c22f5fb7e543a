import Foundation
import TextUI

/// An object of an entity, kept by a context: its properties are values by key, its changes are
/// saved by its context. Views observe it as an `ObservableObject` (`@ObservedObject var book:
/// Book`): every change to a property announces itself.
///
/// Classes generated from a model (`Book`) subclass it; their properties read and write
/// ``value(forKey:)`` and ``setValue(_:forKey:)``.
open class NSManagedObject: NSObject, ObservableObject, NSFetchRequestResult {
    /// The object's entity.
    public let entity: NSEntityDescription
    /// The context that keeps it (nil once deleted and saved, or when made without one).
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// Its identity.
    open internal(set) var objectID: NSManagedObjectID
    /// Announces each change to a property, before it happens.
    public let objectWillChange = ObservableObjectPublisher()

    /// Current values by key (attributes, and relationships once read).
    var values: [String: Any] = [:]
    /// Relationship values as the store keeps them (keys of objects), read when first asked for.
    var storedRelationships: [String: StoredValue] = [:]
    /// Keys changed since the last save.
    var changedKeys: Set<String> = []
    var insertedFlag = false
    var deletedFlag = false

    /// A new object of `entity`, inserted into `context` when one is given.
    ///
    /// - Parameters:
    ///   - entity: The object's entity.
    ///   - context: The context to insert it into.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        self.objectID = NSManagedObjectID(entity: entity, key: nil, storeIdentifier: "unsaved")
        super.init()
        for case let attribute as NSAttributeDescription in entity.properties {
            if let value = attribute.defaultValue { values[attribute.name] = value }
        }
        if let context { context.insert(self) }
    }

    /// A new object of this class's entity, inserted into `context`.
    ///
    /// - Parameter context: The context to insert it into.
    public convenience init(context: NSManagedObjectContext) {
        let entity = Self.entity()
        self.init(entity: entity, insertInto: context)
    }

    /// The entity of this class's objects, from the registered models (generated classes
    /// override it with their model's entity).
    ///
    /// - Returns: The entity (an entity named after the class with no properties when no model
    ///   names the class).
    open class func entity() -> NSEntityDescription {
        if let entity = NSManagedObjectModel.entity(for: self) { return entity }
        let entity = NSEntityDescription()
        entity.name = String(describing: self)
        entity.managedObjectClassName = String(describing: self)
        entity.managedObjectClass = self
        return entity
    }

    /// A fetch request for this class's entity.
    ///
    /// - Returns: The request.
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: entity().name ?? String(describing: self))
    }

    /// Whether it was inserted and not yet saved.
    open var isInserted: Bool { insertedFlag }
    /// Whether it has unsaved changes to properties.
    open var isUpdated: Bool { !insertedFlag && !deletedFlag && !changedKeys.isEmpty }
    /// Whether it was deleted and the delete not yet saved.
    open var isDeleted: Bool { deletedFlag }
    /// Whether it has unsaved changes of any kind.
    open var hasChanges: Bool { insertedFlag || deletedFlag || !changedKeys.isEmpty }
    /// Whether its values are yet to be read from the store (never: they are read with the object).
    open var isFault: Bool { false }

    /// Called once when the object is first inserted into a context: set initial values here.
    open func awakeFromInsert() {}
    /// Called when the object is read from the store.
    open func awakeFromFetch() {}
    /// Called before its context saves it.
    open func willSave() {}
    /// Called after its context saved it.
    open func didSave() {}
    /// Called before the object's values are turned into a fault (accepted).
    open func willTurnIntoFault() {}
    /// Called after the object's values were turned into a fault (accepted).
    open func didTurnIntoFault() {}

    /// Announces a change to the property `key` (what a property's setter calls).
    ///
    /// - Parameter key: The property.
    open func willChangeValue(forKey key: String) {
        objectWillChange.send()
    }

    /// Called after a change to the property `key`.
    ///
    /// - Parameter key: The property.
    open func didChangeValue(forKey key: String) {}

    /// Announces a read of the property `key` (accepted).
    ///
    /// - Parameter key: The property.
    open func willAccessValue(forKey key: String?) {}

    /// Called after a read of the property `key` (accepted).
    ///
    /// - Parameter key: The property.
    open func didAccessValue(forKey key: String?) {}

    /// The value of the property `key`: an attribute's value, a to-one relationship's object, or
    /// a to-many relationship's `NSSet` (`NSOrderedSet` when ordered).
    ///
    /// - Parameter key: The property.
    /// - Returns: The value; nil when it has none.
    open func value(forKey key: String) -> Any? {
        primitiveValue(forKey: key)
    }

    /// Sets the property `key`, keeping the inverse of a relationship in step, and tells the
    /// context and the views observing the object.
    ///
    /// - Parameters:
    ///   - value: The new value (nil removes it).
    ///   - key: The property.
    open func setValue(_ value: Any?, forKey key: String) {
        willChangeValue(forKey: key)
        if let relationship = entity.relationshipsByName[key] {
            let old = Self.objects(in: primitiveValue(forKey: key))
            let new = Self.objects(in: value)
            setPrimitiveValue(Self.normalized(value, for: relationship), forKey: key)
            if let inverse = relationship.inverseRelationship {
                for object in old where !new.contains(where: { $0 === object }) {
                    object.unlink(self, through: inverse)
                }
                for object in new where !old.contains(where: { $0 === object }) {
                    object.link(self, through: inverse)
                }
            }
        } else {
            setPrimitiveValue(value, forKey: key)
        }
        didChangeValue(forKey: key)
    }

    /// The value of `key` without announcing the read.
    ///
    /// - Parameter key: The property.
    /// - Returns: The value.
    open func primitiveValue(forKey key: String) -> Any? {
        if let value = values[key] { return value }
        if let stored = storedRelationships.removeValue(forKey: key) {
            let resolved = managedObjectContext?.resolve(stored, for: entity.relationshipsByName[key])
            values[key] = resolved
            return resolved
        }
        if let relationship = entity.relationshipsByName[key], relationship.isToMany {
            return relationship.isOrdered ? NSOrderedSet() : NSSet()
        }
        return nil
    }

    /// Sets `key` without announcing it to observers; the context records the change.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - key: The property.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        storedRelationships[key] = nil
        values[key] = value
        changedKeys.insert(key)
        managedObjectContext?.objectChanged(self)
    }

    /// The value at a dotted key path (`author.name`), through to-one relationships.
    ///
    /// - Parameter keyPath: The key path.
    /// - Returns: The value.
    open func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for key in keyPath.split(separator: ".") {
            guard let object = current as? NSManagedObject else { return nil }
            current = object.value(forKey: String(key))
        }
        return current
    }

    /// The values of properties changed since the last save, by key.
    ///
    /// - Returns: The changed values (`NSNull` for removed ones).
    open func changedValues() -> [String: Any] {
        var changed: [String: Any] = [:]
        for key in changedKeys { changed[key] = primitiveValue(forKey: key) ?? NSNull() }
        return changed
    }

    /// The values of the given properties as last saved (current values for an unsaved object).
    ///
    /// - Parameter keys: The properties (all when nil).
    /// - Returns: The values by key.
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        let names = keys ?? entity.properties.map(\.name)
        var result: [String: Any] = [:]
        for name in names { result[name] = primitiveValue(forKey: name) ?? NSNull() }
        return result
    }

    /// The entity's name and the object's ID, as Core Data describes objects.
    open override var description: String {
        "<\(entity.name ?? "NSManagedObject"): \(objectID)>"
    }

    // MARK: Relationships

    /// Lets go of the objects its relationships hold (its context is gone or forgot it).
    func releaseRelationships() {
        for name in entity.relationshipsByName.keys { values[name] = nil }
        storedRelationships = [:]
    }

    /// Adds `object` to (or sets it as) this object's `relationship` without touching the inverse.
    func link(_ object: NSManagedObject, through relationship: NSRelationshipDescription) {
        willChangeValue(forKey: relationship.name)
        if relationship.isToMany {
            var members = Self.objects(in: primitiveValue(forKey: relationship.name))
            if !members.contains(where: { $0 === object }) { members.append(object) }
            setPrimitiveValue(Self.collection(members, ordered: relationship.isOrdered), forKey: relationship.name)
        } else {
            if let previous = primitiveValue(forKey: relationship.name) as? NSManagedObject, previous !== object,
                let inverse = relationship.inverseRelationship
            {
                previous.unlink(self, through: inverse)
            }
            setPrimitiveValue(object, forKey: relationship.name)
        }
        didChangeValue(forKey: relationship.name)
    }

    /// Removes `object` from this object's `relationship` without touching the inverse.
    func unlink(_ object: NSManagedObject, through relationship: NSRelationshipDescription) {
        willChangeValue(forKey: relationship.name)
        if relationship.isToMany {
            let members = Self.objects(in: primitiveValue(forKey: relationship.name)).filter { $0 !== object }
            setPrimitiveValue(Self.collection(members, ordered: relationship.isOrdered), forKey: relationship.name)
        } else if primitiveValue(forKey: relationship.name) as AnyObject? === object {
            setPrimitiveValue(nil, forKey: relationship.name)
        }
        didChangeValue(forKey: relationship.name)
    }

    /// The objects a relationship's value holds (an object, a set, an ordered set, an array).
    static func objects(in value: Any?) -> [NSManagedObject] {
        switch value {
        case let object as NSManagedObject: return [object]
        case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
        case let set as NSOrderedSet: return set.array.compactMap { $0 as? NSManagedObject }
        case let array as [NSManagedObject]: return array
        case let set as Set<NSManagedObject>: return Array(set)
        default: return []
        }
    }

    /// A to-many relationship's value: `NSSet`, or `NSOrderedSet` when ordered.
    static func collection(_ objects: [NSManagedObject], ordered: Bool) -> Any {
        ordered ? NSOrderedSet(array: objects) : NSSet(array: objects)
    }

    /// A relationship's value as kept: to-many values as `NSSet`/`NSOrderedSet`.
    static func normalized(_ value: Any?, for relationship: NSRelationshipDescription) -> Any? {
        guard relationship.isToMany else { return value }
        return collection(objects(in: value), ordered: relationship.isOrdered)
    }
}

extension NSManagedObject: CVarArg {
    /// The object's address, as an object argument is passed to a C variadic function.
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())]
    }
}
