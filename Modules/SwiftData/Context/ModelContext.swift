import AppleFoundation
import Foundation
import TextUI

/// Where models are inserted, changed, deleted and fetched, and their changes saved to the
/// container's store. A context keeps one object per stored model, so a model fetched twice is
/// the same object.
///
/// A context is not `Sendable`: use it from one thread (the main context from the main actor).
public final class ModelContext {
    /// The container whose store the context saves to.
    ///
    /// A context made with ``init(_:)`` keeps its container. The main context does not (its
    /// container keeps it, and the two would keep each other forever): while the container that
    /// made it lives, this is that container; after, it is a container over the same store.
    public var container: ModelContainer {
        if let keptContainer { return keptContainer }
        if let mainContainer { return mainContainer }
        let revived = ModelContainer(parts)
        mainContainer = revived
        return revived
    }
    /// The container's schema, store and save signal, which the context uses directly.
    let parts: ModelContainer.Parts
    /// The container, when the context keeps it (every context but the main one).
    private let keptContainer: ModelContainer?
    /// The container that made the main context, while it lives.
    private weak var mainContainer: ModelContainer?
    /// When true, changes are saved by themselves soon after they are made (on the main actor,
    /// once the current work is done). The main context's is true, others' false.
    public var autosaveEnabled = false {
        didSet { if autosaveEnabled, hasChanges { scheduleAutosave() } }
    }
    /// The undo manager the context's changes would be registered with (SwiftUI's window gives
    /// the main context one when undo is enabled). It is kept, and nothing is registered with it:
    /// undoing model changes is not provided, so its `undo()` changes no model.
    public var undoManager: UndoManager?

    /// The models in the context, by identifier: the identity map (a fetch's models waiting in
    /// ``fetchedUnregistered`` are put in it first).
    var registered: [PersistentIdentifier: any PersistentModel] {
        get {
            registerFetched()
            return identityMap
        }
        _modify {
            registerFetched()
            yield &identityMap
        }
    }
    private var identityMap: [PersistentIdentifier: any PersistentModel] = [:]
    /// The models a fetch made in a context that had none, put in the identity map when it is next
    /// used: a fetch that nothing looks up afterwards (a list shown, the context let go) does
    /// not hash its models into a table.
    private var fetchedUnregistered: [(PersistentIdentifier, any PersistentModel)] = []
    /// Inserted and not saved, in order.
    var inserted: [PersistentIdentifier] = []
    var insertedSet: Set<PersistentIdentifier> = []
    /// Changed and not saved (stored models only).
    var changed: Set<PersistentIdentifier> = []
    /// Deleted and not saved (stored models only).
    var deleted: Set<PersistentIdentifier> = []
    /// Signalled on every change, so `@Query` fetches again.
    let changes = ChangeSignal()
    /// True while the context writes a relationship's inverse or restores saved values.
    var isMaintaining = false
    /// True while ``rollback()`` writes stored values back (not changes to save).
    var isRestoring = false
    /// True for the context a view reads when no `.modelContainer` is above it.
    var isEnvironmentFallback = false
    private var autosaveScheduled = false

    /// A context over `container`'s store.
    ///
    /// - Parameter container: The container.
    public init(_ container: ModelContainer) {
        parts = container.parts
        keptContainer = container
    }

    /// The main context of `container`, which keeps it (see ``container``).
    init(mainOf container: ModelContainer) {
        parts = container.parts
        keptContainer = nil
        mainContainer = container
        autosaveEnabled = true
    }

    /// Registers the models of a fetch made in a context that had none (see ``fetchedUnregistered``).
    func registerFetched(_ models: [(PersistentIdentifier, any PersistentModel)]) {
        registerFetched()
        if identityMap.isEmpty {
            fetchedUnregistered = models
        } else {
            identityMap.merge(models, uniquingKeysWith: { known, _ in known })
        }
    }

    private func registerFetched() {
        guard !fetchedUnregistered.isEmpty else { return }
        let fetched = fetchedUnregistered
        fetchedUnregistered = []
        identityMap.merge(fetched, uniquingKeysWith: { known, _ in known })
    }

    /// Lets go of the models the context's models hold through relationships, keeping their keys:
    /// the two sides of a relationship hold each other, and without the context nothing would
    /// ever free them. A model still used afterwards keeps its attributes; a relationship read
    /// then has no context to find its models in (as a SwiftData model whose context is gone).
    deinit {
        // Models without relationships hold no models: a schema without any is not gone through.
        guard parts.schema.modelEntities.contains(where: { !$0.relationshipProperties.isEmpty }) else { return }
        for model in registered.values {
            releaseRelatedModels(of: model)
        }
    }

    /// Makes `model` let go of the models its relationships hold, keeping their keys.
    func releaseRelatedModels(of model: any PersistentModel) {
        guard let entity = parts.schema.entity(for: type(of: model)), !entity.relationshipProperties.isEmpty else {
            return
        }
        model.persistentBackingData.releaseRelatedModels(of: entity.relationshipProperties)
    }

    /// True when the context has changes it has not saved.
    public var hasChanges: Bool { !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty }

    /// The models inserted and not yet saved.
    public var insertedModelsArray: [any PersistentModel] { inserted.compactMap { registered[$0] } }
    /// The stored models changed and not yet saved.
    public var changedModelsArray: [any PersistentModel] { changed.sorted().compactMap { registered[$0] } }
    /// The stored models deleted and not yet saved.
    public var deletedModelsArray: [any PersistentModel] { deleted.sorted().compactMap { registered[$0] } }

    /// Adds `model` to the context, to be stored at the next save, with the models its
    /// relationships hold that are in no context yet.
    ///
    /// - Parameter model: A model made with its initializer (or deleted from this context, which
    ///   is kept after all).
    public func insert<T: PersistentModel>(_ model: T) {
        let data = model.persistentBackingData
        if data.context === self {
            if data.isDeleted {
                data.isDeleted = false
                deleted.remove(model.persistentModelID)
                didMutate()
            }
            return
        }
        guard data.context == nil else {
            runtimeWarning("\(T.self) is in another context already; insert it there, or fetch it in this one")
            return
        }
        guard let entity = parts.schema.entity(for: T.self) else {
            runtimeWarning(
                isEnvironmentFallback
                    ? "\(T.self) was inserted into the environment's model context, and no .modelContainer(for:) is above the view"
                    : "\(T.self) is not in the container's schema; add it to ModelContainer(for:)")
            return
        }
        let identifier = PersistentIdentifier(
            entityName: entity.name, storeIdentifier: parts.store.identifier,
            primaryKey: parts.store.nextPrimaryKey(for: entity))
        data.attach(to: self, identifier: identifier)
        registered[identifier] = model
        inserted.append(identifier)
        insertedSet.insert(identifier)
        for property in entity.properties {
            guard let relationship = property.relationshipType, property.index < data.valueCount else { continue }
            let related = data[valueAt: property.index].any.map { relationship.models(inAny: $0) } ?? []
            for other in related {
                if other.persistentBackingData.context == nil { insert(other) }
                if let inverse = property.inverse { maintaining { link(other, through: inverse, to: model) } }
            }
        }
        didMutate()
    }

    /// Deletes `model` at the next save, applying its relationships' delete rules: `.cascade`
    /// deletes the related models, the others take the model out of their inverse.
    ///
    /// - Parameter model: A model of this context.
    public func delete<T: PersistentModel>(_ model: T) {
        let data = model.persistentBackingData
        guard data.context === self, !data.isDeleted, let entity = parts.schema.entity(for: T.self) else { return }
        let identifier = model.persistentModelID
        data.isDeleted = true
        if insertedSet.contains(identifier) {
            insertedSet.remove(identifier)
            inserted.removeAll { $0 == identifier }
            registered[identifier] = nil
        } else {
            deleted.insert(identifier)
            changed.remove(identifier)
        }
        for property in entity.properties {
            guard let relationship = property.relationshipType else { continue }
            let related = relationship.models(inAny: property.metadata.read(model))
            for other in related where !other.persistentBackingData.isDeleted {
                if property.deleteRule == .cascade {
                    delete(other)
                } else if property.deleteRule != .noAction, let inverse = property.inverse {
                    maintaining { unlink(other, through: inverse, from: model) }
                }
            }
        }
        didMutate()
    }

    /// Deletes every model of `model` that `predicate` accepts (all of them without one).
    ///
    /// - Parameters:
    ///   - model: The model type.
    ///   - predicate: Which models to delete.
    ///   - includeSubclasses: Accepted (models have no subclasses here).
    /// - Throws: ``SwiftDataError`` when the models cannot be fetched.
    public func delete<T: PersistentModel>(
        model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
    )
        throws
    {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }

    /// The registered model with `identifier`, if the context has it.
    ///
    /// - Parameter identifier: A model's identifier.
    /// - Returns: The model, or nil.
    public func registeredModel<T: PersistentModel>(for identifier: PersistentIdentifier) -> T? {
        registered[identifier] as? T
    }

    /// The model with `identifier`: registered, or read from the store.
    ///
    /// - Parameter identifier: A model's identifier.
    /// - Returns: The model; a new empty one of no type is not possible, so a missing model is a
    ///   fatal error, as in SwiftData.
    public func model(for identifier: PersistentIdentifier) -> any PersistentModel {
        if let model = registered[identifier] { return model }
        guard let entity = parts.schema.entity(named: identifier.entityName), let key = identifier.primaryKey,
            let model = models(of: entity.type, keys: [key]).first
        else { fatalError("No \(identifier.entityName) with identifier \(identifier) in the store") }
        return model
    }

    /// Called by a model's backing data when the property at `index` changed from `old`.
    func modelDidChange<T: PersistentModel>(_ model: T, at index: Int, from old: Any?) {
        let identifier = model.persistentModelID
        guard !isRestoring, !model.persistentBackingData.isDeleted else { return }
        if !insertedSet.contains(identifier) { changed.insert(identifier) }
        if !isMaintaining, let entity = parts.schema.entity(for: T.self), index < entity.properties.count,
            let relationship = entity.properties[index].relationshipType
        {
            let property = entity.properties[index]
            let before = old.map { relatedModels(in: $0, of: relationship) } ?? []
            let after = relationship.models(inAny: model.persistentBackingData[valueAt: index].any as Any)
            for other in after where other.persistentBackingData.context == nil { insert(other) }
            if let inverse = property.inverse {
                maintaining {
                    for other in before where !after.contains(where: { $0 === other }) {
                        unlink(other, through: inverse, from: model)
                    }
                    for other in after where !before.contains(where: { $0 === other }) {
                        link(other, through: inverse, to: model)
                    }
                }
            }
        }
        didMutate()
    }

    /// True when the model with `identifier` has unsaved changes.
    func hasPendingChanges(_ identifier: PersistentIdentifier) -> Bool {
        insertedSet.contains(identifier) || changed.contains(identifier) || deleted.contains(identifier)
    }

    /// Tells `@Query` and schedules an autosave.
    func didMutate() {
        changes.signal()
        if autosaveEnabled { scheduleAutosave() }
    }

    func maintaining(_ work: () -> Void) {
        let was = isMaintaining
        isMaintaining = true
        defer { isMaintaining = was }
        work()
    }

    private func relatedModels(in value: Any, of relationship: any _PersistentRelationshipValue.Type)
        -> [any PersistentModel]
    {
        if let reference = value as? ModelReference {
            return models(of: relationship._relatedModelType, keys: reference.keys)
        }
        return relationship.models(inAny: value)
    }

    /// Saves soon, once: a task on the main actor, after the work that made the change (only for a
    /// context used on the main actor, as the main context is).
    private func scheduleAutosave() {
        guard !autosaveScheduled, MainActorContext.isCurrent else { return }
        autosaveScheduled = true
        let context = UnsafeContextReference(context: self)
        Task { @MainActor in
            guard let context = context.context else { return }
            context.autosaveScheduled = false
            guard context.autosaveEnabled, context.hasChanges else { return }
            do {
                try context.save()
            } catch {
                runtimeWarning("autosave failed: \(error)")
            }
        }
    }
}

/// A weak reference to a context, carried to the main actor by an autosave.
///
/// `@unchecked Sendable`: autosave is for contexts used on the main actor (the main context), and
/// the task that reads it runs there.
private struct UnsafeContextReference: @unchecked Sendable {
    weak var context: ModelContext?
}

/// Writes `message` to standard error, as SwiftData's runtime warnings are.
func runtimeWarning(_ message: String) {
    FileHandle.standardError.write(Data("SwiftData: \(message)\n".utf8))
}
