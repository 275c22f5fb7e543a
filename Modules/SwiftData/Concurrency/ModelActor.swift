/// An actor whose work runs on a model executor, with a model context of its own: models are
/// fetched, inserted and saved away from the main actor, one job at a time. `@ModelActor` makes an
/// actor one:
///
/// ```swift
/// @Model
/// final class Trip {
///     var name: String
///     init(name: String) { self.name = name }
/// }
///
/// @ModelActor
/// actor Importer {
///     func importTrips(named names: [String]) throws {
///         for name in names { modelContext.insert(Trip(name: name)) }
///         try modelContext.save()
///     }
/// }
///
/// func importSamples(into container: ModelContainer) async throws {
///     let importer = Importer(modelContainer: container)
///     try await importer.importTrips(named: ["Lisbon", "Porto"])
/// }
/// ```
///
/// Apple's `ModelActor` (developer.apple.com/documentation/swiftdata/modelactor). Models are not
/// `Sendable`: pass their ``PersistentIdentifier``s between actors and look them up with
/// `subscript(_:as:)`.
public protocol ModelActor: Actor {
    /// The container the actor's context saves to.
    nonisolated var modelContainer: ModelContainer { get }
    /// The executor the actor's jobs run on, which keeps its context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's executor: its model executor, which must be serial (`@ModelActor` gives it a
    /// ``DefaultSerialModelExecutor``).
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        guard let serial = modelExecutor as? any SerialModelExecutor else {
            preconditionFailure("A model actor's executor must be a SerialModelExecutor: \(type(of: modelExecutor))")
        }
        return serial.asUnownedSerialExecutor()
    }

    /// The context of the actor's jobs.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model of type `T` with identifier `id` in the actor's context, if it has it or its
    /// store does (nil for a model not saved yet, or one of another type).
    ///
    /// - Parameters:
    ///   - id: The model's identifier (from another context's model, as identifiers are `Sendable`).
    ///   - as: The model's type.
    /// - Returns: The model, or nil.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
        if let registered: T = modelContext.registeredModel(for: id) { return registered }
        guard let key = id.primaryKey, modelContext.parts.schema.entity(for: T.self)?.name == id.entityName else {
            return nil
        }
        return modelContext.models(of: T.self, keys: [key]).first as? T
    }
}
