import AppleFoundation
import Foundation
import Observation

/// How a context's blocks run.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    /// Deprecated by Apple; blocks run on the caller's thread.
    case confinementConcurrencyType = 0
    /// On the context's own serial queue.
    case privateQueueConcurrencyType = 1
    /// On the main queue.
    case mainQueueConcurrencyType = 2
}

/// A scratch pad of managed objects: objects are fetched into it, inserted, changed and deleted
/// in it, and ``save()`` writes its changes to the store.
///
/// `@unchecked Sendable`: Core Data's rule holds here too: a context and its objects are used on
/// the context's queue (`perform(_:)`, `performAndWait(_:)`, or the main queue for a main-queue
/// context), which the context does not check; the store behind it is locked.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// How its blocks run.
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    /// The coordinator of the store it saves to.
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        didSet { persistentStoreCoordinator?.register(self) }
    }
    /// A parent context; its coordinator is this context's when this one has none (saves go to
    /// the store).
    open var parent: NSManagedObjectContext? {
        didSet {
            if persistentStoreCoordinator == nil { persistentStoreCoordinator = parent?.persistentStoreCoordinator }
        }
    }
    /// A name for debugging.
    open var name: String?
    /// A name for the author of its saves (accepted).
    open var transactionAuthor: String?
    /// How a save settles conflicts with saved objects (an ``NSMergePolicy``); the error policy by default.
    open var mergePolicy: Any = NSMergePolicy.error
    /// Whether saves of other contexts on the same store update this context's objects.
    open var automaticallyMergesChangesFromParent = false
    /// The undo manager (kept; changes are not registered with it).
    open var undoManager: UndoManager?
    /// Accepted.
    open var shouldDeleteInaccessibleFaults = true
    /// Accepted.
    open var stalenessInterval: TimeInterval = -1

    /// Objects registered in the context, by object.
    var registered: [ObjectIdentifier: NSManagedObject] = [:]
    /// Saved objects registered in the context, by key.
    var byKey: [Int64: NSManagedObject] = [:]
    /// Objects inserted and not saved, in insertion order.
    var inserted: [NSManagedObject] = []
    /// Objects changed or deleted since the last save.
    var touched: [ObjectIdentifier: NSManagedObject] = [:]
    /// What views reading a fetch observe.
    package let changes = ContextChanges()
    private let queue: DispatchQueue
    private let queueKey = DispatchSpecificKey<ObjectIdentifier>()

    /// A context whose blocks run as `concurrencyType` says.
    ///
    /// - Parameter concurrencyType: How its blocks run.
    public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
        self.concurrencyType = concurrencyType
        queue =
            concurrencyType == .mainQueueConcurrencyType
            ? DispatchQueue.main : DispatchQueue(label: "NSManagedObjectContext")
        super.init()
        if concurrencyType == .privateQueueConcurrencyType {
            queue.setSpecific(key: queueKey, value: ObjectIdentifier(self))
        }
    }

    /// Objects that point to each other through a relationship and its inverse hold each other
    /// strongly, as in Core Data; when their context goes, its objects let go of their related
    /// objects (Core Data turns them into faults then), so the cycles do not outlive it.
    deinit {
        for object in registered.values { object.releaseRelationships() }
    }

    /// Whether any object was inserted, changed or deleted since the last save.
    open var hasChanges: Bool {
        !inserted.isEmpty || touched.values.contains { $0.hasChanges }
    }

    /// The objects inserted since the last save.
    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    /// The saved objects changed since the last save.
    open var updatedObjects: Set<NSManagedObject> { Set(touched.values.filter(\.isUpdated)) }
    /// The saved objects deleted since the last save.
    open var deletedObjects: Set<NSManagedObject> { Set(touched.values.filter(\.isDeleted)) }
    /// Every object the context holds.
    open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }

    /// Inserts `object`, to be saved by the next ``save()``.
    ///
    /// - Parameter object: A new object.
    open func insert(_ object: NSManagedObject) {
        guard registered[ObjectIdentifier(object)] == nil else {
            if object.deletedFlag { object.deletedFlag = false }
            return
        }
        object.managedObjectContext = self
        object.insertedFlag = true
        registered[ObjectIdentifier(object)] = object
        inserted.append(object)
        object.awakeFromInsert()
        changes.signal()
    }

    /// Deletes `object` (an unsaved one is dropped; a saved one is removed by the next save,
    /// with what its relationships' delete rules say).
    ///
    /// - Parameter object: An object of this context.
    open func delete(_ object: NSManagedObject) {
        guard registered[ObjectIdentifier(object)] != nil, !object.deletedFlag else { return }
        object.objectWillChange.send()
        if object.insertedFlag {
            object.insertedFlag = false
            inserted.removeAll { $0 === object }
            registered[ObjectIdentifier(object)] = nil
            touched[ObjectIdentifier(object)] = nil
            applyDeleteRules(of: object)
            object.managedObjectContext = nil
        } else {
            object.deletedFlag = true
            touched[ObjectIdentifier(object)] = object
            applyDeleteRules(of: object)
        }
        changes.signal()
    }

    /// Cascades the delete of `object` and takes it out of the relationships that point to it.
    private func applyDeleteRules(of object: NSManagedObject) {
        for relationship in object.entity.relationshipsByName.values {
            let targets = NSManagedObject.objects(in: object.primitiveValue(forKey: relationship.name))
            for target in targets {
                switch relationship.deleteRule {
                case .cascadeDeleteRule: delete(target)
                case .nullifyDeleteRule, .denyDeleteRule:
                    if let inverse = relationship.inverseRelationship { target.unlink(object, through: inverse) }
                case .noActionDeleteRule: break
                }
            }
        }
    }

    /// Records that `object` changed (its setters call it).
    func objectChanged(_ object: NSManagedObject) {
        guard !object.insertedFlag else {
            changes.signal()
            return
        }
        touched[ObjectIdentifier(object)] = object
        changes.signal()
    }

    /// Runs `block` on the context's queue, later.
    ///
    /// - Parameter block: What to do with the context.
    open func perform(_ block: @escaping () -> Void) {
        let work = HandedOverBlock(block)
        if concurrencyType == .confinementConcurrencyType {
            work.run()
            return
        }
        queue.async { work.run() }
    }

    /// Runs `block` on the context's queue and waits for it (at once when already there).
    ///
    /// - Parameter block: What to do with the context.
    open func performAndWait(_ block: () -> Void) {
        if isOnQueue { block() } else { queue.sync(execute: block) }
    }

    /// Runs `block` on the context's queue, waits for it and returns what it returns.
    ///
    /// - Parameter block: What to do with the context.
    /// - Returns: What `block` returns.
    /// - Throws: What `block` throws.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        if isOnQueue { return try block() }
        return try queue.sync(execute: block)
    }

    /// Runs `block` with the context and returns what it returns (on the calling task, which
    /// waits for it, as a scheduled block does).
    ///
    /// - Parameters:
    ///   - schedule: Accepted.
    ///   - block: What to do with the context.
    /// - Returns: What `block` returns.
    /// - Throws: What `block` throws.
    public func perform<T>(
        schedule: NSManagedObjectContext.ScheduledTaskType = .immediate, _ block: @escaping () throws -> T
    ) async rethrows -> T {
        try block()
    }

    /// When an `async` ``perform(schedule:_:)`` runs its block.
    public enum ScheduledTaskType: Sendable {
        /// At once when possible.
        case immediate
        /// After the blocks already queued.
        case enqueued
    }

    private var isOnQueue: Bool {
        switch concurrencyType {
        case .confinementConcurrencyType: return true
        case .mainQueueConcurrencyType: return Thread.isMainThread
        case .privateQueueConcurrencyType: return DispatchQueue.getSpecific(key: queueKey) == ObjectIdentifier(self)
        }
    }

    /// The entity named `name` in the model of the context's store (or any registered model).
    func entity(named name: String) -> NSEntityDescription? {
        persistentStoreCoordinator?.managedObjectModel.entitiesByName[name] ?? NSManagedObjectModel.entity(named: name)
    }
}

/// A block handed to the context's queue.
///
/// `@unchecked Sendable`: Core Data's contract: the caller hands the block to the context's queue
/// and does not run it itself; it runs there once.
struct HandedOverBlock: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// A counter that views reading a context's fetches observe: the context bumps it when its
/// objects change, so those views fetch again.
///
/// `@unchecked Sendable`: bumped and read on the context's queue, as the context is used.
package final class ContextChanges: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var count = 0

    /// How many changes there were (an observed read).
    package var generation: Int {
        registrar.access(self, keyPath: \.generation)
        return count
    }

    /// Tells the views that read ``generation`` to update.
    func signal() {
        registrar.withMutation(of: self, keyPath: \.generation) { count += 1 }
    }
}
