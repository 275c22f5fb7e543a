/// A two-way connection to a value owned by someone else: a pair of closures that read and write
/// it. A view that takes its state as `@Binding` is a plain value: build it with any binding (for
/// example one over a local variable) and call its logic directly.
///
/// ```swift
/// struct Counter: View {
///     @Binding var count: Int
///     var body: some View {
///         Button("Add") { count += 1 }
///     }
/// }
///
/// var count = 0
/// let counter = Counter(count: Binding(get: { count }, set: { count = $0 }))
/// counter.count += 1
/// print(count)  // 1
/// ```
///
/// A parent that owns the value as `@State` passes it down as `$count`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void
    /// The `@State` storage this binding reads and writes as it is (`$state`), so that element
    /// bindings made from it can record reads of single elements; nil for any other binding.
    let storage: AnyStateStorage?

    /// Creates a binding from a getter and a setter.
    ///
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes a new value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
        storage = nil
    }

    /// A binding to `storage`.
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, storage: AnyStateStorage) {
        read = get
        write = set
        self.storage = storage
    }

    /// Creates a binding from a getter and a setter that also receives a transaction.
    ///
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes a new value; the transaction is an empty one.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        read = get
        write = { set($0, Transaction()) }
        storage = nil
    }

    /// A binding to a value that never changes: writes are ignored.
    ///
    /// - Parameter value: The value.
    /// - Returns: A binding that always reads `value`.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The bound value. Setting it calls the setter (the binding itself is not mutated).
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, so `$value` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from another binding (what `@Binding var x` uses for `_x = $y`).
    ///
    /// - Parameter projectedValue: The binding to read and write through.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the bound value: `$profile.name`.
    ///
    /// - Parameter keyPath: The property.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.read()[keyPath: keyPath] },
            set: { newValue in
                var value = self.read()
                value[keyPath: keyPath] = newValue
                self.write(value)
            }
        )
    }

    /// A binding with the same value that also carries a transaction (accepted for source
    /// compatibility; text rendering has no animations).
    ///
    /// - Parameter transaction: The transaction.
    /// - Returns: This binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

    /// A binding with the same value and an animation (accepted for source compatibility).
    ///
    /// - Parameter animation: The animation.
    /// - Returns: This binding.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    /// A binding to the unwrapped value of an optional binding, or `nil` when it is `nil` now.
    ///
    /// - Parameter base: A binding to an optional value.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        var lastKnown = initial
        self.init(
            get: {
                if let value = base.wrappedValue { lastKnown = value }
                return lastKnown
            },
            set: { base.wrappedValue = $0 }
        )
    }

    /// A binding to an optional value from a binding to a non-optional one; writing `nil` is ignored.
    ///
    /// - Parameter base: A binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            get: { base.wrappedValue },
            set: { newValue in
                if let newValue { base.wrappedValue = newValue }
            }
        )
    }

    /// A binding to the same storage, seen through a value of another type (`Binding<AnyHashable>`
    /// from `Binding<V>`).
    ///
    /// - Parameter base: A binding to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            get: { AnyHashable(base.wrappedValue) },
            set: { newValue in
                if let value = newValue.base as? V { base.wrappedValue = value }
            }
        )
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The id of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicProperty {}
