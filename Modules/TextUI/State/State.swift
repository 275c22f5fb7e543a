/// Storage owned by a view. As in SwiftUI, a `@State` property has storage only once its view is
/// mounted in a host: then reads and writes go to the host (keyed by the view's structural
/// identity, kept while the view stays in the tree). Unmounted, reads give the initial value,
/// writes are ignored, `$value` is a constant binding, and a one-time runtime warning says so.
/// Once its view has left the tree, reads give the last value (an `onDisappear` action or a
/// cancelled task sees the state as it was) and writes are ignored.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Add") { count += 1 }
///         Text("Count: \(count)")
///     }
/// }
///
/// let host = ViewHost(Counter())  // mounted: the state has storage
/// try host.tap("Add")
/// print(host.render())  // [ Add ]
///                       // Count: 1
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    let link: StateLink<Value>

    /// Creates state with an initial value (used when the view is first mounted).
    ///
    /// - Parameter value: The initial value.
    public init(wrappedValue value: Value) {
        initialValue = value
        link = StateLink()
    }

    /// Creates state with an initial value (used when the view is first mounted).
    ///
    /// - Parameter value: The initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value: the host's storage when mounted, its last value once the view left the
    /// tree, else the initial value.
    public var wrappedValue: Value {
        get {
            if let storage = link.liveStorage { return storage.read() }
            if let dropped = link.storage { return dropped.peek() }
            link.warnUnmounted("read")
            return initialValue
        }
        nonmutating set {
            guard let storage = link.storage else {
                link.warnUnmounted("write (ignored)")
                return
            }
            storage.write(newValue)  // ignored once the view left the tree
        }
    }

    /// A binding to the storage (once the view left the tree, writes through it are ignored), or
    /// a constant binding to the initial value when never mounted.
    public var projectedValue: Binding<Value> {
        guard let storage = link.storage else {
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
    /// Only ever read or assigned whole, so the runtime's check for overlapping accesses (paid on
    /// every read of the state) is left out.
    @exclusivity(unchecked) var storage: StateStorage<Value>?
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
