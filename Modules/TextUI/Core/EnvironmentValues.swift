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

    /// Immutable entries, shared by every copy until one of them writes.
    private final class Storage {
        let entries: [EntryID: Any]

        init(_ entries: [EntryID: Any]) {
            self.entries = entries
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
        set { write(newValue, at: .key(ObjectIdentifier(key))) }
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

    private mutating func write(_ value: Any?, at id: EntryID) {
        switch (storage.entries[id], value) {
        case (nil, nil): return
        case (let current?, let value?) where Sameness.areSameValues(current, value): return
        default: break
        }
        var entries = storage.entries
        entries[id] = value
        storage = Storage(entries)
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

    public var description: String {
        "EnvironmentValues(\(storage.entries.count) values set)"
    }
}
