import Foundation

// What the code the AssetSymbols plugin generates from a `.xcdatamodeld` calls: a model's
// description in a few calls, and the to-many accessors Xcode generates. Underscored: not API.

extension NSEntityDescription {
    /// An entity of a generated model.
    ///
    /// - Parameters:
    ///   - name: Its name.
    ///   - managedObjectClass: The class of its objects.
    ///   - constraints: Its uniqueness constraints.
    ///   - properties: Its attributes and relationships.
    /// - Returns: The entity.
    public static func _generated(
        name: String, managedObjectClass: NSManagedObject.Type, constraints: [[String]],
        properties: [NSPropertyDescription]
    ) -> NSEntityDescription {
        let entity = NSEntityDescription()
        entity.name = name
        entity.managedObjectClassName = String(describing: managedObjectClass)
        entity.managedObjectClass = managedObjectClass
        entity.uniquenessConstraints = constraints
        entity.properties = properties
        return entity
    }
}

extension NSAttributeDescription {
    /// An attribute of a generated model.
    ///
    /// - Parameters:
    ///   - name: Its name.
    ///   - type: Its type.
    ///   - optional: Whether it may have no value.
    ///   - transient: Whether it is kept in memory only.
    ///   - defaultValue: A new object's value.
    /// - Returns: The attribute.
    public static func _generated(
        name: String, type: NSAttributeType, optional: Bool, transient: Bool, defaultValue: Any?
    ) -> NSAttributeDescription {
        let attribute = NSAttributeDescription()
        attribute.name = name
        attribute.attributeType = type
        attribute.isOptional = optional
        attribute.isTransient = transient
        attribute.defaultValue = defaultValue
        return attribute
    }
}

extension NSRelationshipDescription {
    /// A relationship of a generated model, its destination and inverse named.
    ///
    /// - Parameters:
    ///   - name: Its name.
    ///   - destination: The destination entity's name.
    ///   - inverse: The inverse relationship's name.
    ///   - toMany: Whether it holds several objects.
    ///   - ordered: Whether they are kept in order.
    ///   - optional: Whether it may be empty.
    ///   - deleteRule: What deleting the source does.
    /// - Returns: The relationship.
    public static func _generated(
        name: String, destination: String, inverse: String?, toMany: Bool, ordered: Bool, optional: Bool,
        deleteRule: NSDeleteRule
    ) -> NSRelationshipDescription {
        let relationship = NSRelationshipDescription()
        relationship.name = name
        relationship.destinationEntityName = destination
        relationship.inverseName = inverse
        relationship.maxCount = toMany ? 0 : 1
        relationship.isOrdered = ordered
        relationship.isOptional = optional
        relationship.deleteRule = deleteRule
        return relationship
    }
}

extension NSManagedObject {
    /// Adds `objects` to the to-many relationship `key` (and this object to their inverse).
    ///
    /// - Parameters:
    ///   - key: The relationship.
    ///   - objects: The objects to add.
    public func _addToRelationship(_ key: String, _ objects: [Any]) {
        let current = Self.objects(in: value(forKey: key))
        let added = objects.compactMap { $0 as? NSManagedObject }.filter { new in !current.contains { $0 === new } }
        setValue(current + added, forKey: key)
    }

    /// Removes `objects` from the to-many relationship `key` (and this object from their inverse).
    ///
    /// - Parameters:
    ///   - key: The relationship.
    ///   - objects: The objects to remove.
    public func _removeFromRelationship(_ key: String, _ objects: [Any]) {
        let removed = objects.compactMap { $0 as? NSManagedObject }
        setValue(Self.objects(in: value(forKey: key)).filter { old in !removed.contains { $0 === old } }, forKey: key)
    }
}
