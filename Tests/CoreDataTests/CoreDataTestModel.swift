import CoreData
import Foundation

/// A model built in code, as apps without a model file build one: people and their pets.
enum CoreDataTestModel {
    static func attribute(_ name: String, _ type: NSAttributeType, optional: Bool = true) -> NSAttributeDescription {
        let attribute = NSAttributeDescription()
        attribute.name = name
        attribute.attributeType = type
        attribute.isOptional = optional
        return attribute
    }

    static func make() -> NSManagedObjectModel {
        let person = NSEntityDescription()
        person.name = "Person"
        let pet = NSEntityDescription()
        pet.name = "Pet"
        let pets = NSRelationshipDescription()
        pets.name = "pets"
        pets.maxCount = 0
        pets.deleteRule = .cascadeDeleteRule
        let owner = NSRelationshipDescription()
        owner.name = "owner"
        owner.maxCount = 1
        pets.destinationEntity = pet
        owner.destinationEntity = person
        pets.inverseRelationship = owner
        owner.inverseRelationship = pets
        person.properties = [
            attribute("name", .stringAttributeType, optional: false), attribute("age", .integer16AttributeType),
            attribute("born", .dateAttributeType), attribute("nicknames", .transformableAttributeType), pets,
        ]
        pet.properties = [attribute("name", .stringAttributeType), owner]
        let model = NSManagedObjectModel()
        model.entities = [person, pet]
        return model
    }

    /// A container over `model` whose store is in memory, or in `url`.
    static func container(_ model: NSManagedObjectModel, url: URL? = nil) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "People", managedObjectModel: model)
        container.persistentStoreDescriptions = [
            url.map(NSPersistentStoreDescription.init(url:))
                ?? NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
        ]
        var failure: (any Error)?
        container.loadPersistentStores { _, error in failure = error }
        if let failure { throw failure }
        return container
    }

    @discardableResult
    static func person(_ name: String, age: Int16, in context: NSManagedObjectContext) -> NSManagedObject {
        let person = NSEntityDescription.insertNewObject(forEntityName: "Person", into: context)
        person.setValue(name, forKey: "name")
        person.setValue(age, forKey: "age")
        return person
    }
}
