/// Storage owned by a view. As in SwiftUI, a `@State` property has storage only once its view is
/// mounted in a host: then reads and writes go to the host (keyed by the view's structural
/// identity, kept while the view stays in the tree). Unmounted, reads give the initial value,
/// writes are ignored, `$value` is a constant binding, and a one-time runtime warning says so.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    let link: StateLink<Value>

    /// Creates state with an initial value (used when the view is first mounted).
    public init(wrappedValue value: Value) {
        initialValue = value
        link = StateLink()
    }

    /// Creates state with an initial value (used when the view is first mounted).
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value: the host's storage when mounted, else the initial value.
    public var wrappedValue: Value {
        get {
            guard let storage = link.liveStorage else {
                link.warnUnmounted("read")
                return initialValue
            }
            return storage.read()
        }
        nonmutating set {
            guard let storage = link.liveStorage else {
                link.warnUnmounted("write (ignored)")
                return
            }
            storage.write(newValue)
        }
    }

    /// A binding to the storage, or a constant binding to the initial value when unmounted.
    public var projectedValue: Binding<Value> {
        guard let storage = link.liveStorage else {
            link.warnUnmounted("binding (constant)")
            return .constant(initialValue)
        }
        return storage.binding
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Connects one `State` value to the host's storage; shared by every copy of the view value.
final class StateLink<Value> {
    var storage: StateStorage<Value>?
    private var hasWarned = false

    var liveStorage: StateStorage<Value>? {
        guard let storage, storage.isMounted else { return nil }
        return storage
    }

    func warnUnmounted(_ access: String) {
        guard !hasWarned else { return }
        hasWarned = true
        RuntimeWarnings.emit(
            .stateOutsideHost,
            "Accessing State<\(Value.self)> outside of a mounted view (\(access)). "
                + "State has storage only when its view is mounted in a ViewHost: reads give the initial "
                + "value and writes are ignored. Pass a Binding to test the view's logic as a value."
        )
    }
}

/// The `@State` properties the host finds in a view value.
protocol StateProperty {
    /// Makes mounted storage holding this property's initial value.
    func makeStorage(name: String) -> AnyStateStorage
    /// Connects this property to existing storage (made by `makeStorage` for the same type).
    func connect(to storage: AnyStateStorage)
}

extension State: StateProperty {
    func makeStorage(name: String) -> AnyStateStorage {
        StateStorage(initialValue, name: name)
    }

    func connect(to storage: AnyStateStorage) {
        link.storage = storage as? StateStorage<Value>
    }
}
