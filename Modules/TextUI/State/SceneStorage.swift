/// A value stored under a key for the scene, shared by the views of one host that use the key:
/// `@SceneStorage("selectedTab") var selectedTab = 0`. Each ``ViewHost`` is a scene: its values live
/// in memory as long as it does (nothing is saved for the next run), and another host starts from
/// the defaults. Reading it makes the view depend on it; writing it updates every view of the host
/// that read it. A view that is not mounted reads the default and its writes are ignored.
///
/// Apple's `SceneStorage` is not isolated; this one reads the host's store, which is main-actor state.
/// In Swift 5 mode a class holding an `@SceneStorage` property is therefore inferred main-actor
/// isolated (it is not on iOS); `@preconcurrency` keeps the code that makes it from elsewhere
/// compiling, as it does on iOS.
@MainActor @preconcurrency
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let link = SceneStorageLink()

    /// The value stored under a key in this scene, or a default until one is stored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value until one is stored under `key`.
    ///   - key: The key, shared by the scene's views that use it.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        defaultValue = wrappedValue
    }

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get { link.values?.value(for: key, declaring: defaultValue) as? Value ?? defaultValue }
        nonmutating set { link.values?.store(newValue, for: key) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let key = key
        let defaultValue = defaultValue
        let values = link.values
        return Binding(
            get: { values?.value(for: key, declaring: defaultValue) as? Value ?? defaultValue },
            set: { values?.store($0, for: key) }
        )
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// The optional value stored under a key in this scene (`nil` until one is stored).
    ///
    /// - Parameter key: The key, shared by the scene's views that use it.
    public init(_ key: String) {
        self.init(wrappedValue: nil, key)
    }
}

/// Connects one `@SceneStorage` property to its host's values (when its view is mounted).
@MainActor
final class SceneStorageLink {
    weak var host: ViewHost?

    var values: StoredValues? {
        host?.sceneStorage
    }
}

extension SceneStorage: ObjectObservingProperty {
    func observe(from node: Node) {
        link.host = node.host
        if let host = node.host { host.sceneStorage.attach(host) }
    }
}

/// The scene storage of each host: keyed values with their readers (the same kind of store as
/// `@AppStorage`'s, one per host), dropped when the host goes away.
@MainActor
enum SceneStorageValues {
    private struct Entry {
        weak var host: ViewHost?
        let values: StoredValues
    }

    private static var stores: [ObjectIdentifier: Entry] = [:]

    /// The values of `host`'s scene.
    static func values(for host: ViewHost) -> StoredValues {
        let id = ObjectIdentifier(host)
        if let entry = stores[id], entry.host === host { return entry.values }
        stores = stores.filter { $0.value.host != nil }
        let values = StoredValues(kind: "SceneStorage")
        stores[id] = Entry(host: host, values: values)
        return values
    }
}
