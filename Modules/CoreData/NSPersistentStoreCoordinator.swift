import Foundation
import Locking

/// A store loaded into a coordinator.
open class NSPersistentStore: NSObject, @unchecked Sendable {
    /// Where it is kept (nil in memory).
    open private(set) var url: URL?
    /// Its type (`NSSQLiteStoreType`, `NSInMemoryStoreType`).
    open private(set) var type: String
    /// Its identifier (in object IDs' URLs).
    open private(set) var identifier: String

    init(url: URL?, type: String, identifier: String) {
        self.url = url
        self.type = type
        self.identifier = identifier
    }
}

/// The SQLite store type's name (here: a file written whole on each save).
public let NSSQLiteStoreType = "SQLite"
/// The in-memory store type's name.
public let NSInMemoryStoreType = "InMemory"
/// The binary store type's name (a file, as SQLite's here).
public let NSBinaryStoreType = "Binary"

/// What keeps the saved objects of a model: the store's contents in memory, its file, and the
/// contexts to tell when a save changes them.
///
/// `@unchecked Sendable`: its contents are behind a `Locked`; the model and the store list are set
/// up when the store is loaded, before contexts use it; contexts are told of saves through a
/// `Locked` list of weak references.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The model whose objects it keeps.
    public let managedObjectModel: NSManagedObjectModel
    /// Its loaded stores (one).
    open private(set) var persistentStores: [NSPersistentStore] = []

    let contents = Locked(StoreContents())
    private var file: PersistentStoreFile?
    private let listeners = Locked<[WeakContext]>([])

    /// A coordinator for `model`'s objects.
    ///
    /// - Parameter model: The model.
    public init(managedObjectModel model: NSManagedObjectModel) {
        self.managedObjectModel = model
        super.init()
    }

    /// The identifier object IDs name their store by.
    var storeIdentifier: String { persistentStores.first?.identifier ?? "memory" }

    /// Loads the store `description` describes: reads its file, or starts an empty store in memory.
    ///
    /// - Parameter description: The store.
    /// - Throws: When the file cannot be read or is not a store.
    func load(_ description: NSPersistentStoreDescription) throws {
        let inMemory =
            description.type == NSInMemoryStoreType || description.url == nil
            || description.url?.path == "/dev/null"
        let loaded: StoreContents
        if inMemory {
            file = nil
            loaded = StoreContents()
        } else if let url = description.url {
            let storeFile = PersistentStoreFile(url: url)
            loaded = try storeFile.read()
            file = storeFile
        } else {
            loaded = StoreContents()
        }
        contents.withLock { $0 = loaded }
        persistentStores = [
            NSPersistentStore(
                url: inMemory ? nil : description.url, type: inMemory ? NSInMemoryStoreType : description.type,
                identifier: UUID().uuidString)
        ]
    }

    /// Tells `context` of later saves.
    func register(_ context: NSManagedObjectContext) {
        listeners.withLock { list in
            list.removeAll { $0.context == nil }
            list.append(WeakContext(context: context))
        }
    }

    /// The contexts to tell of a save by `saver`.
    func others(than saver: NSManagedObjectContext) -> [NSManagedObjectContext] {
        listeners.withLock { list in list.compactMap(\.context).filter { $0 !== saver } }
    }

    /// Reserves `count` keys for new objects.
    func reserveKeys(_ count: Int) -> [Int64] {
        contents.withLock { store in
            let first = store.nextKey
            store.nextKey += Int64(count)
            return (0..<count).map { first + Int64($0) }
        }
    }

    /// Applies a save: writes the changed objects, deletes the deleted ones, merging objects that
    /// share a uniqueness constraint's values with a saved one as `policy` says, then writes the
    /// file. On failure nothing changes.
    ///
    /// - Returns: For each inserted key that took the key of an object already saved, that key,
    ///   and the values the store kept for it.
    func commit(_ batch: SaveBatch, policy: NSMergePolicyType) throws -> [Int64: (key: Int64, kept: StoredObject)] {
        try contents.withLock { store in
            var next = store
            var remapped: [Int64: (key: Int64, kept: StoredObject)] = [:]
            for key in batch.deleted { next.objects[key] = nil }
            for (key, object) in batch.written {
                let constraints = batch.constraints[object.entity] ?? []
                if batch.inserted.contains(key),
                    let existing = Self.conflict(of: object, key: key, constraints: constraints, in: next)
                {
                    switch policy {
                    case .errorMergePolicyType:
                        let keys = constraints.first { set in set.allSatisfy { object.values[$0] != nil } } ?? []
                        throw CoreDataError.constraintConflict(keys, of: object.entity)
                    case .mergeByPropertyObjectTrumpMergePolicyType, .overwriteMergePolicyType:
                        var merged = next.objects[existing] ?? object
                        if policy == .overwriteMergePolicyType {
                            merged = object
                        } else {
                            for (name, value) in object.values { merged.values[name] = value }
                        }
                        next.objects[existing] = merged
                        remapped[key] = (existing, merged)
                    case .mergeByPropertyStoreTrumpMergePolicyType, .rollbackMergePolicyType:
                        remapped[key] = (existing, next.objects[existing] ?? object)
                    }
                    continue
                }
                next.objects[key] = object
            }
            if !remapped.isEmpty {
                // Objects saved beside a merged one point to the key it took.
                for (key, object) in next.objects {
                    var rewritten = object
                    for (name, value) in object.values {
                        switch value {
                        case .object(let target):
                            if let moved = remapped[target] { rewritten.values[name] = .object(moved.key) }
                        case .objects(let targets):
                            rewritten.values[name] = .objects(targets.map { remapped[$0]?.key ?? $0 })
                        default: break
                        }
                    }
                    if rewritten != object { next.objects[key] = rewritten }
                }
            }
            try file?.write(next)
            store = next
            return remapped
        }
    }

    /// The saved object other than `key` whose values of one of `constraints` equal `object`'s.
    private static func conflict(
        of object: StoredObject, key: Int64, constraints: [[String]], in store: StoreContents
    ) -> Int64? {
        for set in constraints {
            let wanted = set.map { object.values[$0] }
            guard wanted.allSatisfy({ $0 != nil }) else { continue }
            for (other, saved) in store.objects where other != key && saved.entity == object.entity {
                if set.map({ saved.values[$0] }) == wanted { return other }
            }
        }
        return nil
    }
}

/// The changes of one save, as the store keeps them.
struct SaveBatch {
    /// Objects inserted or changed, by key.
    var written: [(Int64, StoredObject)] = []
    /// The keys of the inserted ones.
    var inserted: Set<Int64> = []
    /// Keys deleted.
    var deleted: [Int64] = []
    /// Uniqueness constraints by entity name.
    var constraints: [String: [[String]]] = [:]
}

/// A context a coordinator tells of saves, held weakly.
struct WeakContext: Sendable {
    weak var context: NSManagedObjectContext?
}
