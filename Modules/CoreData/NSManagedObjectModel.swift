import Foundation
import Locking

/// A Core Data model: its entities.
///
/// Xcode compiles a `.xcdatamodeld` into the app; here the `AssetSymbols` plugin generates Swift
/// that describes it and registers it under its name the first time one of its classes is used,
/// which is how `NSPersistentContainer(name:)` finds it.
///
/// `@unchecked Sendable`: a model is set up once (by its generated code, or by the app before its
/// container uses it) and only read after, as Core Data's models are.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// Its entities.
    open var entities: [NSEntityDescription] = [] {
        didSet { for entity in entities { entity.managedObjectModel = self } }
    }

    /// Its entities by name.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { a, _ in a })
    }

    /// An empty model.
    public override init() {
        super.init()
    }

    /// The models registered so far merged into one (bundles are not searched: models are
    /// registered by their generated code).
    ///
    /// - Parameter bundles: Accepted.
    /// - Returns: A model with every registered model's entities.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let merged = NSManagedObjectModel()
        merged.entities = ModelRegistry.shared.all().flatMap(\.entities)
        return merged
    }

    /// The model registered under `name` (a `.xcdatamodeld`'s name), or an empty model that the
    /// registration fills when it comes.
    ///
    /// - Parameter name: The model's name.
    /// - Returns: The model.
    public static func named(_ name: String) -> NSManagedObjectModel {
        ModelRegistry.shared.model(named: name)
    }

    /// Registers the entities of a generated model under `name`: what the `AssetSymbols` plugin's
    /// code calls the first time one of the model's classes is used.
    ///
    /// - Parameters:
    ///   - name: The model's name.
    ///   - entities: Its entities.
    /// - Returns: The model.
    public static func _registerGenerated(name: String, entities: [NSEntityDescription]) -> NSManagedObjectModel {
        let model = named(name)
        if model.entities.isEmpty { model.entities = entities }
        return model
    }

    /// The entity of a class's objects in the registered models.
    static func entity(for managedClass: NSManagedObject.Type) -> NSEntityDescription? {
        for model in ModelRegistry.shared.all() {
            if let entity = model.entities.first(where: { $0.managedObjectClass == managedClass }) { return entity }
        }
        return nil
    }

    /// The entity named `name` in the registered models.
    static func entity(named name: String) -> NSEntityDescription? {
        for model in ModelRegistry.shared.all() {
            if let entity = model.entitiesByName[name] { return entity }
        }
        return nil
    }
}

/// The models of the process by name (one instance each, so a container made before the
/// model's registration sees its entities once registered).
///
final class ModelRegistry: Sendable {
    static let shared = ModelRegistry()
    private let models = Locked<[String: NSManagedObjectModel]>([:])

    func model(named name: String) -> NSManagedObjectModel {
        models.withLock { table in
            if let model = table[name] { return model }
            let model = NSManagedObjectModel()
            table[name] = model
            return model
        }
    }

    func all() -> [NSManagedObjectModel] {
        models.withLock { Array($0.values) }
    }
}
