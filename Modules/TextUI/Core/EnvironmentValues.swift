/// Values a view passes down to everything below it: built-in ones (`isEnabled`, `dismiss`...),
/// your own (an ``EnvironmentKey`` and a property on `EnvironmentValues`) and `@Observable`
/// objects (`.environment(model)`).
///
/// Two environments are equal when they hold the same entries with the same values: `Equatable`
/// values by `==`, objects by identity; any other value counts as changed. A view whose
/// environment changed has its body evaluated again.
public struct EnvironmentValues: Equatable, CustomStringConvertible {
    /// Which entry a value is stored under.
    enum EntryID: Hashable {
        /// A value of an ``EnvironmentKey``.
        case key(ObjectIdentifier)
        /// An object stored by its type (`.environment(model)`).
        case object(ObjectIdentifier)
    }

    /// A value written for a key, as the description lists it.
    private struct KeyWrite {
        /// The key's type.
        let key: Any.Type
        /// The value written.
        let value: Any
    }

    /// Immutable entries, shared by every copy until one of them writes.
    private final class Storage {
        let entries: [EntryID: Any]
        /// Every value written for a key, oldest first (a key written twice is there twice, as in
        /// SwiftUI's list of environment values).
        let keyWrites: [KeyWrite]

        init(_ entries: [EntryID: Any], keyWrites: [KeyWrite] = []) {
            self.entries = entries
            self.keyWrites = keyWrites
        }
    }

    private var storage = Storage([:])

    /// Default values.
    public init() {}

    /// The value for a key, or the key's default value when no ancestor set it.
    ///
    /// Declare a key and a property over it to add a value of your own (this is what SwiftUI's
    /// `@Entry` writes for you):
    ///
    /// ```swift
    /// private struct AccentKey: EnvironmentKey {
    ///     static let defaultValue = "blue"
    /// }
    ///
    /// extension EnvironmentValues {
    ///     var accent: String {
    ///         get { self[AccentKey.self] }
    ///         set { self[AccentKey.self] = newValue }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter key: The key's type.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Looked up first: casting a missing entry to an optional `Value` would succeed as nil.
            guard let stored = storage.entries[.key(ObjectIdentifier(key))] else { return Key.defaultValue }
            return stored as? Key.Value ?? Key.defaultValue
        }
        set { write(newValue, at: .key(ObjectIdentifier(key)), key: key) }
    }

    /// True when an ancestor set a value for `key` (false when reading it gives its default).
    func hasValue<Key: EnvironmentKey>(for key: Key.Type) -> Bool {
        storage.entries[.key(ObjectIdentifier(key))] != nil
    }

    /// The object of type `type` an ancestor stored with `.environment(_:)`.
    func object<T: AnyObject>(of type: T.Type) -> T? {
        storage.entries[.object(ObjectIdentifier(type))] as? T
    }

    /// Stores `object` by its type (nil removes it).
    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        write(object as Any?, at: .object(ObjectIdentifier(type)))
    }

    /// True when both share their storage (then they are equal without comparing values).
    func isIdentical(to other: EnvironmentValues) -> Bool {
        storage === other.storage
    }

    private mutating func write(_ value: Any?, at id: EntryID, key: Any.Type? = nil) {
        switch (storage.entries[id], value) {
        case (nil, nil): return
        case (let current?, let value?) where Sameness.areSameValues(current, value): return
        default: break
        }
        var entries = storage.entries
        entries[id] = value
        var keyWrites = storage.keyWrites
        if let key, let value { keyWrites.append(KeyWrite(key: key, value: value)) }
        storage = Storage(entries, keyWrites: Self.bounded(keyWrites, entryCount: entries.count))
    }

    /// The writes, with only the latest for each key once they outnumber the entries by far (an
    /// environment written over and over, like a host's root one, keeps a bounded list).
    private static func bounded(_ writes: [KeyWrite], entryCount: Int) -> [KeyWrite] {
        guard writes.count > 2 * entryCount + 32 else { return writes }
        var seen = Set<ObjectIdentifier>()
        let latest = writes.reversed().filter { seen.insert(ObjectIdentifier($0.key)).inserted }
        return latest.reversed()
    }

    public static func == (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool {
        if lhs.isIdentical(to: rhs) { return true }
        let left = lhs.storage.entries
        let right = rhs.storage.entries
        guard left.count == right.count else { return false }
        for (id, value) in left {
            guard let other = right[id], Sameness.areSameValues(value, other) else { return false }
        }
        return true
    }

    /// The values written for keys, the latest first, as SwiftUI lists them:
    /// `[EnvironmentPropertyKey<IntKey> = 1, EnvironmentPropertyKey<BoolKey> = true]` (a key
    /// written again shows once per write, until an environment written very often keeps only
    /// the latest of each; objects stored by type are not listed).
    public var description: String {
        let writes = storage.keyWrites.reversed().map { "EnvironmentPropertyKey<\($0.key)> = \($0.value)" }
        return "[" + writes.joined(separator: ", ") + "]"
    }
}

extension EnvironmentValues {
    /// The objects ancestors stored by their type (`.environment(model)`, `.environmentObject(model)`).
    var objects: [AnyObject] {
        storage.entries.compactMap { id, value in
            guard case .object = id else { return nil }
            return value as AnyObject
        }
    }
}
