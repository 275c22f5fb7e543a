import Foundation

/// A model's identity: its type and its row in a store. A model gets its row when it is inserted
/// into a context (so its identifier does not change when it is saved); before that it has a
/// temporary one.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The model type's name.
    public let entityName: String
    /// The store's identifier (its path, or "memory" and a number), nil while temporary.
    public let storeIdentifier: String?
    /// The row's primary key, or nil while temporary.
    let primaryKey: Int64?
    /// What tells temporary identifiers apart.
    let temporaryID: UUID?

    init(entityName: String, storeIdentifier: String, primaryKey: Int64) {
        self.entityName = entityName
        self.storeIdentifier = storeIdentifier
        self.primaryKey = primaryKey
        temporaryID = nil
    }

    /// A temporary identifier for a model of `entityName` not yet in a context.
    static func temporary(_ entityName: String) -> PersistentIdentifier {
        PersistentIdentifier(entityName: entityName, storeIdentifier: nil, primaryKey: nil, temporaryID: UUID())
    }

    private init(entityName: String, storeIdentifier: String?, primaryKey: Int64?, temporaryID: UUID?) {
        self.entityName = entityName
        self.storeIdentifier = storeIdentifier
        self.primaryKey = primaryKey
        self.temporaryID = temporaryID
    }

    /// Hashes the key alone (cheap, and enough: identifiers of one key differ only by type or
    /// store), or the temporary identity of a model not yet inserted.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        if let primaryKey {
            hasher.combine(primaryKey)
        } else {
            hasher.combine(temporaryID)
        }
    }

    /// True until the model is inserted into a context.
    public var isTemporary: Bool { primaryKey == nil }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        if lhs.entityName != rhs.entityName { return lhs.entityName < rhs.entityName }
        switch (lhs.primaryKey, rhs.primaryKey) {
        case (let left?, let right?): return left < right
        case (nil, _?): return false
        case (_?, nil): return true
        case (nil, nil): return lhs.temporaryID?.uuidString ?? "" < rhs.temporaryID?.uuidString ?? ""
        }
    }

    public var description: String {
        primaryKey.map { "\(entityName)/\($0)" } ?? "\(entityName)/temporary"
    }
}
