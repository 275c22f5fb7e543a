import CoreData
import Foundation
import Testing

/// `NSPredicate(format:)` over managed objects, as Apple's *Predicate Programming Guide*
/// ("Predicate Format String Syntax") describes the language: comparisons, `[c]`/`[d]` options,
/// `AND`/`OR`/`NOT`, `IN`, `BETWEEN`, `LIKE`'s wildcards, aggregates, `%@` and `%K`.
@Suite struct PredicateFormatTests {
    private let context: NSManagedObjectContext

    init() throws {
        context = try CoreDataTestModel.container(CoreDataTestModel.make()).viewContext
        for (name, age) in [("Ada", 36), ("ada", 12), ("Émile", 50), ("Grace", 85), ("Linus", 7)] {
            CoreDataTestModel.person(name, age: Int16(age), in: context)
        }
        try context.save()
    }

    private func names(_ format: String, _ arguments: Any...) throws -> [String] {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Person")
        request.predicate = NSPredicate(format: format, argumentArray: arguments)
        request.sortDescriptors = [NSSortDescriptor(key: "age", ascending: true)]
        return try context.fetch(request).compactMap { $0.value(forKey: "name") as? String }
    }

    @Test func comparisons_ofNumbersAndStrings() throws {
        #expect(try names("age > 40") == ["Émile", "Grace"])
        #expect(try names("age <= %d", 12) == ["Linus", "ada"])
        #expect(try names("name == %@", "Ada") == ["Ada"])
        #expect(try names("name != 'Ada' AND age >= 50") == ["Émile", "Grace"])
        #expect(try names("name =[c] %@", "ADA") == ["ada", "Ada"])
    }

    @Test func stringOperators_withCaseAndDiacriticOptions() throws {
        #expect(try names("name BEGINSWITH %@", "A") == ["Ada"])
        #expect(try names("name BEGINSWITH[c] %@", "a") == ["ada", "Ada"])
        #expect(try names("name CONTAINS[cd] %@", "MIL") == ["Émile"])
        #expect(try names("name ENDSWITH 'ce'") == ["Grace"])
        #expect(try names("name LIKE 'L?n*'") == ["Linus"])
        #expect(try names("name MATCHES 'G.*e'") == ["Grace"])
    }

    @Test func logic_sets_ranges_andKeys() throws {
        #expect(try names("NOT (age < 40) OR name == 'Linus'") == ["Linus", "Émile", "Grace"])
        #expect(try names("name IN %@", ["Grace", "Linus"]) == ["Linus", "Grace"])
        #expect(try names("age BETWEEN {10, 40}") == ["ada", "Ada"])
        #expect(try names("%K == %@", "name", "Grace") == ["Grace"])
        #expect(try names("TRUEPREDICATE").count == 5)
        #expect(try names("FALSEPREDICATE").isEmpty)
        #expect(try names("born == nil").count == 5)
    }

    /// Hacking with Swift's Core Data lessons pass arrays, numbers and objects as `%@` arguments.
    @Test func arraysNumbersAndObjects_passAsArguments_asOnApplePlatforms() throws {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Person")
        request.predicate = NSPredicate(format: "name IN %@", ["Grace", "Linus"])
        #expect(try context.fetch(request).count == 2)
        request.predicate = NSPredicate(format: "age == %@", NSNumber(value: 85))
        let grace = try #require(try context.fetch(request).first)
        #expect(grace.value(forKey: "name") as? String == "Grace")
        request.predicate = NSPredicate(format: "SELF == %@", grace)
        #expect(try context.fetch(request) == [grace])
        request.predicate = NSPredicate(format: "name IN %@", Set(["Ada"]))
        #expect(try context.fetch(request).count == 1)
    }

    @Test func toManyKeyPaths_countAndAny() throws {
        let grace = try #require(
            try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Person")).first {
                $0.value(forKey: "name") as? String == "Grace"
            })
        for name in ["Rex", "Tom"] {
            let pet = NSEntityDescription.insertNewObject(forEntityName: "Pet", into: context)
            pet.setValue(name, forKey: "name")
            pet.setValue(grace, forKey: "owner")
        }
        #expect(try names("pets.@count == 2") == ["Grace"])
        #expect(try names("ANY pets.name == 'Tom'") == ["Grace"])
        #expect(try names("pets.@count == 0").count == 4)
    }

    @Test func aFormatThatCannotBeParsed_matchesNothing_withoutCrashing() throws {
        #expect(try names("name ==").isEmpty)
        #expect(try names("age > 'unclosed").isEmpty)
    }
}
