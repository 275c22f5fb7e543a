import CoreData
import Foundation
import Testing

/// Contexts over a store as Core Data documents them (developer.apple.com/documentation/coredata):
/// `save()` commits the context's changes to the store (a required attribute missing fails it,
/// with `NSValidationMissingMandatoryPropertyError`, 1570), `rollback()` drops them, a fetch
/// includes unsaved changes by default (`includesPendingChanges`), relationships keep their
/// inverse, a cascade delete removes what it reaches, and a context whose
/// `automaticallyMergesChangesFromParent` is true takes in another context's saves.
@Suite struct ManagedObjectContextTests {
    private func people(_ context: NSManagedObjectContext) throws -> [String] {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Person")
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        return try context.fetch(request).compactMap { $0.value(forKey: "name") as? String }
    }

    @Test func savedObjects_areInTheStoreAfterReopening() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CoreDataTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("People.sqlite")
        let model = CoreDataTestModel.make()
        let first = try CoreDataTestModel.container(model, url: url).viewContext
        let ada = CoreDataTestModel.person("Ada", age: 36, in: first)
        ada.setValue(["Countess"], forKey: "nicknames")
        ada.setValue(Date(timeIntervalSince1970: -4_917_600_000), forKey: "born")
        CoreDataTestModel.person("Grace", age: 85, in: first)
        try first.save()
        CoreDataTestModel.person("Unsaved", age: 1, in: first)

        let reopened = try CoreDataTestModel.container(model, url: url).viewContext
        #expect(try people(reopened) == ["Ada", "Grace"])
        let request = NSFetchRequest<NSManagedObject>(entityName: "Person")
        request.predicate = NSPredicate(format: "name == 'Ada'")
        let stored = try #require(try reopened.fetch(request).first)
        #expect(stored.value(forKey: "age") as? Int16 == 36)
        #expect(stored.value(forKey: "nicknames") as? [String] == ["Countess"])
        #expect(stored.value(forKey: "born") as? Date == Date(timeIntervalSince1970: -4_917_600_000))
        #expect(!stored.objectID.isTemporaryID)
    }

    @Test func aStoreFileThatIsNotAStore_isReportedByLoad_andKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CoreDataTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("People.sqlite")
        try Data("not a store".utf8).write(to: url)
        #expect(throws: (any Error).self) { try CoreDataTestModel.container(CoreDataTestModel.make(), url: url) }
        #expect(try Data(contentsOf: url) == Data("not a store".utf8))
    }

    @Test func aMissingRequiredValue_failsTheSave_andKeepsTheChanges() throws {
        let context = try CoreDataTestModel.container(CoreDataTestModel.make()).viewContext
        let nameless = NSEntityDescription.insertNewObject(forEntityName: "Person", into: context)
        nameless.setValue(Int16(3), forKey: "age")
        let error = try #require(throws: NSError.self) { try context.save() }
        #expect(error.code == 1570)
        #expect(context.hasChanges)
        nameless.setValue("Named", forKey: "name")
        try context.save()
        #expect(!context.hasChanges)
    }

    @Test func fetches_includeUnsavedChanges_andRollbackDropsThem() throws {
        let context = try CoreDataTestModel.container(CoreDataTestModel.make()).viewContext
        let ada = CoreDataTestModel.person("Ada", age: 36, in: context)
        try context.save()
        CoreDataTestModel.person("Grace", age: 85, in: context)
        ada.setValue("Ada L.", forKey: "name")
        #expect(try people(context) == ["Ada L.", "Grace"])
        #expect(ada.isUpdated)
        context.rollback()
        #expect(try people(context) == ["Ada"])
        #expect(ada.value(forKey: "name") as? String == "Ada")
    }

    @Test func relationships_keepTheirInverse_andDeletesCascade() throws {
        let context = try CoreDataTestModel.container(CoreDataTestModel.make()).viewContext
        let owner = CoreDataTestModel.person("Ada", age: 36, in: context)
        let pet = NSEntityDescription.insertNewObject(forEntityName: "Pet", into: context)
        pet.setValue("Rex", forKey: "name")
        pet.setValue(owner, forKey: "owner")
        #expect((owner.value(forKey: "pets") as? NSSet)?.count == 1)
        try context.save()
        context.delete(owner)
        #expect(pet.isDeleted)
        try context.save()
        #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Pet")) == 0)
    }

    @Test func anotherContextsSave_isMergedIntoTheViewContext() async throws {
        let container = try CoreDataTestModel.container(CoreDataTestModel.make())
        let view = container.viewContext
        view.automaticallyMergesChangesFromParent = true
        let ada = CoreDataTestModel.person("Ada", age: 36, in: view)
        try view.save()

        let background = container.newBackgroundContext()
        try background.performAndWait {
            let request = NSFetchRequest<NSManagedObject>(entityName: "Person")
            let copy = try #require(try background.fetch(request).first)
            copy.setValue(Int16(37), forKey: "age")
            try background.save()
        }
        // The merge was queued on the main queue before this block: when it runs, the merge has.
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(ada.value(forKey: "age") as? Int16 == 37)
    }

    @Test func sortDescriptors_byKey_andByOptionalKeyPath() throws {
        let context = try CoreDataTestModel.container(CoreDataTestModel.make()).viewContext
        for (name, age) in [("b", 2), ("a", 3), ("c", 1)] {
            CoreDataTestModel.person(name, age: Int16(age), in: context)
        }
        let request = NSFetchRequest<NSManagedObject>(entityName: "Person")
        request.sortDescriptors = [NSSortDescriptor(key: "age", ascending: false)]
        #expect(try context.fetch(request).compactMap { $0.value(forKey: "name") as? String } == ["a", "b", "c"])
        request.fetchLimit = 2
        request.fetchOffset = 1
        #expect(try context.fetch(request).compactMap { $0.value(forKey: "name") as? String } == ["b", "c"])
    }
}

/// `NSBatchDeleteRequest` deletes in the store without touching contexts; merging its deleted IDs
/// (`mergeChanges(fromRemoteContextSave:into:)`) updates them (Apple: "Batch deletes ... don't
/// reflect in the context until you merge the changes").
@Suite struct BatchDeleteTests {
    @Test func aBatchDelete_removesMatchingObjects_andAMergeTellsTheContext() throws {
        let container = try CoreDataTestModel.container(CoreDataTestModel.make())
        let context = container.viewContext
        let young = CoreDataTestModel.person("Linus", age: 7, in: context)
        CoreDataTestModel.person("Grace", age: 85, in: context)
        try context.save()

        let fetch = NSFetchRequest<NSFetchRequestResult>(entityName: "Person")
        fetch.predicate = NSPredicate(format: "age < 18")
        let delete = NSBatchDeleteRequest(fetchRequest: fetch)
        delete.resultType = .resultTypeObjectIDs
        let result = try context.execute(delete) as? NSBatchDeleteResult
        let ids = try #require(result?.result as? [NSManagedObjectID])
        #expect(ids == [young.objectID])
        #expect(young.managedObjectContext === context)

        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: ids], into: [context])
        #expect(young.managedObjectContext == nil)
        let request = NSFetchRequest<NSManagedObject>(entityName: "Person")
        #expect(try context.fetch(request).compactMap { $0.value(forKey: "name") as? String } == ["Grace"])
    }
}

/// Related objects hold each other (a relationship and its inverse); Core Data breaks those cycles
/// when it turns objects into faults, as when their context goes away or is reset ("Breaking
/// Strong References Between Objects", *Core Data Programming Guide*).
@Suite struct RelationshipCycleTests {
    @Test func relatedObjects_areFreed_whenTheirContextGoes() throws {
        weak var owner: NSManagedObject?
        weak var pet: NSManagedObject?
        try {
            let container = try CoreDataTestModel.container(CoreDataTestModel.make())
            let context = container.viewContext
            let person = CoreDataTestModel.person("Ada", age: 36, in: context)
            let rex = NSEntityDescription.insertNewObject(forEntityName: "Pet", into: context)
            rex.setValue(person, forKey: "owner")
            try context.save()
            owner = person
            pet = rex
        }()
        #expect(owner == nil)
        #expect(pet == nil)
    }

    @Test func relatedObjects_areFreed_whenTheContextIsReset() throws {
        let container = try CoreDataTestModel.container(CoreDataTestModel.make())
        let context = container.viewContext
        weak var owner: NSManagedObject?
        try {
            let person = CoreDataTestModel.person("Ada", age: 36, in: context)
            let rex = NSEntityDescription.insertNewObject(forEntityName: "Pet", into: context)
            rex.setValue(person, forKey: "owner")
            try context.save()
            owner = person
        }()
        context.reset()
        #expect(owner == nil)
        #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Pet")) == 1)
    }
}
