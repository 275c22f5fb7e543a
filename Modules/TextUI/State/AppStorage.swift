/// A value stored under a key for the whole process, shared by every view (and host) that uses the
/// key: `@AppStorage("sort") var sort = "title"`. Reading it makes the view depend on it; writing
/// it updates every view that read it. TextUI keeps these values in memory (they are not written
/// to `UserDefaults`, so tests and runs start from the defaults); the `store` is not used.
@MainActor
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value

    /// The value stored under a key, or a default until one is stored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value until one is stored under `key`.
    ///   - key: The key, shared by every view that uses it.
    ///   - store: Not used: the values live in memory.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get { AppStorageValues.shared.value(for: key) as? Value ?? defaultValue }
        nonmutating set { AppStorageValues.shared.set(newValue, for: key) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let key = key
        let defaultValue = defaultValue
        return Binding(
            get: { AppStorageValues.shared.value(for: key) as? Value ?? defaultValue },
            set: { AppStorageValues.shared.set($0, for: key) }
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

/// The values of `@AppStorage`, by key, with who read them.
@MainActor
final class AppStorageValues {
    static let shared = AppStorageValues()

    private var values: [String: Any] = [:]
    private var signals: [String: ChangeSignal] = [:]

    private func signal(for key: String) -> ChangeSignal {
        if let signal = signals[key] { return signal }
        let signal = ChangeSignal()
        signals[key] = signal
        return signal
    }

    /// The value under `key` (nil when none is stored), recording the read.
    func value(for key: String) -> Any? {
        signal(for: key).recordRead()
        return values[key]
    }

    /// Stores `value` under `key` and updates its readers (unless an equal value was stored).
    func set(_ value: Any, for key: String) {
        let changed = values[key].map { !Sameness.areSameValues($0, value) } ?? true
        values[key] = value
        if changed { signal(for: key).fire() }
    }
}
