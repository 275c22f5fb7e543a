import Foundation

/// The models an app stores and the store they are kept in: a SQLite database, one per container
/// (see ``ModelConfiguration``). Its ``mainContext`` is the context views use.
///
/// ```swift
/// @Model
/// final class Trip {
///     var name: String
///     init(name: String) { self.name = name }
/// }
///
/// let url = URL.temporaryDirectory.appendingPathComponent("trips.store")
/// let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: url))
/// let preview = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// preview.mainContext.insert(Trip(name: "Rome"))
/// ```
public final class ModelContainer: Sendable {
    /// The schema, configurations, store and save signal, which the container's contexts share.
    let parts: Parts
    private let main = MainContextHolder()

    /// The model types.
    public var schema: Schema { parts.schema }
    /// The configurations (the first one's store is used).
    public var configurations: [ModelConfiguration] { parts.configurations }
    var store: ModelStore { parts.store }
    /// Signalled whenever a context of this container saves.
    var saves: ChangeSignal { parts.saves }

    /// A container for `types` (and the types their relationships reach).
    ///
    /// - Parameters:
    ///   - forTypes: The model types.
    ///   - migrationPlan: Accepted; stores gain the columns of new properties by themselves.
    ///   - configurations: Where to store them; the default store when none.
    /// - Throws: ``SwiftDataError`` when the store cannot be opened or a property cannot be stored.
    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for `forTypes`.
    ///
    /// - Parameters:
    ///   - forTypes: The model types.
    ///   - configurations: Where to store them; the default store when none.
    /// - Throws: ``SwiftDataError`` when the store cannot be opened or a property cannot be stored.
    public convenience init(for forTypes: [any PersistentModel.Type], configurations: [ModelConfiguration] = []) throws
    {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// A container for the types of `givenSchema`.
    ///
    /// - Parameters:
    ///   - givenSchema: The model types.
    ///   - migrationPlan: Accepted; stores gain the columns of new properties by themselves.
    ///   - configurations: Where to store them; the default store when none.
    /// - Throws: ``SwiftDataError`` when the store cannot be opened or a property cannot be stored.
    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for the types of `givenSchema`.
    ///
    /// - Parameters:
    ///   - givenSchema: The model types.
    ///   - migrationPlan: Accepted; stores gain the columns of new properties by themselves.
    ///   - configurations: Where to store them; the default store when none.
    /// - Throws: ``SwiftDataError`` when the store cannot be opened or a property cannot be stored.
    public init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: [ModelConfiguration]
    ) throws {
        if let problem = givenSchema.problems.first { throw problem }
        let configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        parts = Parts(
            schema: givenSchema, configurations: configurations,
            store: try ModelStore(configuration: configurations[0], schema: givenSchema), saves: ChangeSignal())
    }

    /// The context of the main actor, which views use (`@Environment(\.modelContext)`); it saves
    /// by itself (``ModelContext/autosaveEnabled`` is true).
    @MainActor public var mainContext: ModelContext {
        if let context = main.context { return context }
        let context = ModelContext(mainOf: self)
        main.context = context
        return context
    }

    /// What a container is made of, which its contexts use directly: the main context does not
    /// keep its container (the container keeps it), so it keeps these.
    struct Parts: Sendable {
        let schema: Schema
        let configurations: [ModelConfiguration]
        let store: ModelStore
        let saves: ChangeSignal
    }

    /// A container over `parts`: the one a main context answers with once the container that
    /// made it is gone. Its own main context, if it is asked for one, is a new one.
    init(_ parts: Parts) {
        self.parts = parts
    }

    /// Deletes every model from the store (the contexts' unsaved changes are left alone).
    public func deleteAllData() {
        _ = try? store.write(schema.modelEntities.map { (sql: "DELETE FROM \($0.table)", bindings: []) })
        saves.signal()
    }
}

/// The main context, made on first use on the main actor.
@MainActor
private final class MainContextHolder {
    var context: ModelContext?
    nonisolated init() {}
}

/// A schema migration plan (accepted by ``ModelContainer``; stores gain new properties' columns by
/// themselves, and no stage is run).
public protocol SchemaMigrationPlan {
    /// The schemas, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The stages between them.
    static var stages: [MigrationStage] { get }
}

extension SchemaMigrationPlan {
    /// No stages.
    public static var stages: [MigrationStage] { [] }
}

/// One version of an app's schema.
public protocol VersionedSchema {
    /// The version.
    static var versionIdentifier: Schema.Version { get }
    /// The model types of this version.
    static var models: [any PersistentModel.Type] { get }
}

/// A step of a migration plan (accepted, not run).
public enum MigrationStage {
    /// A migration SwiftData infers.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with code before and after it.
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
        willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
