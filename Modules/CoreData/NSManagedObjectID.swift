import Foundation

/// The identity of a managed object: its entity and its key in the store, or a temporary
/// identity until its first save.
///
/// `@unchecked Sendable`: immutable once made (a saved object gets a new ID), so it can be
/// handed between contexts as Core Data's IDs are.
open class NSManagedObjectID: NSObject, @unchecked Sendable {
    /// The entity of the object.
    public let entity: NSEntityDescription
    /// The object's key in the store; nil until the object is first saved.
    let key: Int64?
    private let temporary: UUID
    private let storeIdentifier: String

    init(entity: NSEntityDescription, key: Int64?, storeIdentifier: String) {
        self.entity = entity
        self.key = key
        self.temporary = UUID()
        self.storeIdentifier = storeIdentifier
    }

    /// Whether the object has not been saved yet.
    open var isTemporaryID: Bool { key == nil }

    /// A URL naming the object, stable across launches once saved.
    ///
    /// - Returns: `x-coredata://STORE/ENTITY/pKEY` (a `t` and a UUID while temporary).
    open func uriRepresentation() -> URL {
        let name = entity.name ?? "Entity"
        let tail = key.map { "p\($0)" } ?? "t\(temporary.uuidString)"
        return URL(string: "x-coredata://\(storeIdentifier)/\(name)/\(tail)")
            ?? URL(fileURLWithPath: "/\(name)/\(tail)")
    }

    /// Equal IDs name the same object.
    ///
    /// - Parameter object: Another ID.
    /// - Returns: Whether both name the same object.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        if let key, let otherKey = other.key { return key == otherKey && entity.name == other.entity.name }
        return self === other
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(entity.name)
        if let key { hasher.combine(key) } else { hasher.combine(temporary) }
        return hasher.finalize()
    }

    /// The URL, as Core Data describes IDs.
    open override var description: String { "<\(uriRepresentation().absoluteString)>" }
}

extension NSManagedObjectID: CVarArg {
    /// The ID's address, as an object argument is passed to a C variadic function.
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}
