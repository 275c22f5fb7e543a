// Values the focused view publishes for the app's commands and menus (`@FocusedValue`). There is
// no menu bar in text output and commands do not run: the published values are accepted, and
// `@FocusedValue`, `@FocusedBinding` and `@FocusedObject` read nil.

/// A key for a value the focused view publishes: declare it and a property on `FocusedValues`.
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values the focused view and the focused scene publish (none are published in text output).
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values.
    public init() {}

    /// The value for a key, nil when it is not published.
    ///
    /// - Parameter key: The key's type.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A value the focused view publishes, as commands read it (`@FocusedValue(\.selectedNote) var note`).
/// Text output has no focused scene: it reads nil.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// A focused value read through a key path of `FocusedValues`.
    ///
    /// - Parameter keyPath: The value's key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// A focused `@Observable` object, found by its type.
    ///
    /// - Parameter objectType: The object's type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}

    /// The value (nil: nothing is published in text output).
    public var wrappedValue: Value? { nil }
}

/// A binding the focused view publishes, as commands read it. Text output has no focused scene:
/// it reads nil and writes are ignored.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// A focused binding read through a key path of `FocusedValues`.
    ///
    /// - Parameter keyPath: The binding's key path.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The binding's value (nil: nothing is published in text output).
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// A binding to the value (reads nil, ignores writes).
    public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// An object the focused view publishes with `focusedObject(_:)`. Text output has no focused scene:
/// it reads nil.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A focused object, found by its type.
    public init() {}

    /// The object (nil: nothing is published in text output).
    public var wrappedValue: ObjectType? { nil }
}

extension View {
    /// This view (there is no focused scene whose commands read the value in text output).
    ///
    /// - Parameters:
    ///   - keyPath: Where the value is published in `FocusedValues`.
    ///   - value: The value; accepted, not published.
    /// - Returns: This view, unchanged.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        self
    }

    /// This view (there is no focused scene whose commands read the value in text output).
    ///
    /// - Parameters:
    ///   - keyPath: Where the value is published in `FocusedValues`.
    ///   - value: The value, or nil; accepted, not published.
    /// - Returns: This view, unchanged.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        self
    }

    /// This view (there is no focused scene whose commands read the object in text output).
    ///
    /// - Parameter object: The `@Observable` object, or nil; accepted, not published.
    /// - Returns: This view, unchanged.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }

    /// This view (there is no focused scene whose commands read the value in text output).
    ///
    /// - Parameters:
    ///   - keyPath: Where the value is published in `FocusedValues`.
    ///   - value: The value; accepted, not published.
    /// - Returns: This view, unchanged.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        self
    }

    /// This view (there is no focused scene whose commands read the value in text output).
    ///
    /// - Parameters:
    ///   - keyPath: Where the value is published in `FocusedValues`.
    ///   - value: The value, or nil; accepted, not published.
    /// - Returns: This view, unchanged.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        self
    }

    /// This view (there is no focused scene whose commands read the object in text output).
    ///
    /// - Parameter object: The `@Observable` object, or nil; accepted, not published.
    /// - Returns: This view, unchanged.
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }

    /// This view (there is no focused scene whose commands read the object in text output).
    ///
    /// - Parameter object: The object; accepted, not published.
    /// - Returns: This view, unchanged.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View { self }

    /// This view (there is no focused scene whose commands read the object in text output).
    ///
    /// - Parameter object: The object, or nil; accepted, not published.
    /// - Returns: This view, unchanged.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }

    /// This view (there is no focused scene whose commands read the object in text output).
    ///
    /// - Parameter object: The object; accepted, not published.
    /// - Returns: This view, unchanged.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { self }

    /// This view (there is no focused scene whose commands read the object in text output).
    ///
    /// - Parameter object: The object, or nil; accepted, not published.
    /// - Returns: This view, unchanged.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}
