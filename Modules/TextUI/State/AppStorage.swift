/// A value stored under a key, shared by every view (of a host) that uses the key:
/// `@AppStorage("sort") var sort = "title"`. Reading it makes the view depend on it; writing it
/// updates every view that read it. The values live in the host's ``ViewHost/appStorage`` store:
/// the whole process's (``StoredValues/standard``, as `UserDefaults.standard`) unless the host was
/// given its own; they are kept in memory, not written to `UserDefaults`, so tests and runs start
/// from the defaults. The `store` argument is not used. A view that is not mounted reads and
/// writes the process's store.
///
/// Apple's `AppStorage` is not isolated; this one reads the host's store, which is main-actor state.
/// In Swift 5 mode a class holding an `@AppStorage` property is therefore inferred main-actor
/// isolated (it is not on iOS); `@preconcurrency` keeps the code that makes it from elsewhere
/// compiling, as it does on iOS.
@MainActor @preconcurrency
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let link = AppStorageLink()

    /// The value stored under a key, or a default until one is stored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value until one is stored under `key`.
    ///   - key: The key, shared by every view that uses it.
    ///   - store: Not used: the values live in memory, in the host's store.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get { link.store.value(for: key, declaring: defaultValue) as? Value ?? defaultValue }
        nonmutating set { link.store.store(newValue, for: key) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let key = key
        let defaultValue = defaultValue
        let store = link.store
        return Binding(
            get: { store.value(for: key, declaring: defaultValue) as? Value ?? defaultValue },
            set: { store.store($0, for: key) }
        )
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// The optional value stored under a key (`nil` until one is stored).
    ///
    /// - Parameters:
    ///   - key: The key, shared by every view that uses it.
    ///   - store: Not used: the values live in memory.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: nil, key, store: store)
    }
}

/// Connects one `@AppStorage` property to its host's store (when its view is mounted).
@MainActor
final class AppStorageLink {
    weak var host: ViewHost?

    var store: StoredValues {
        host?.appStorage ?? .standard
    }
}

extension AppStorage: ObjectObservingProperty {
    func observe(from node: Node) {
        link.host = node.host
        if let host = node.host { host.appStorage.attach(host) }
    }
}
