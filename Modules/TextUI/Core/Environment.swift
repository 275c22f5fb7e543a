/// Reads a value from the environment of the mounted view: `@Environment(\.isEnabled)`,
/// `@Environment(\.myValue)`, or an `@Observable` object stored with `.environment(model)`:
/// `@Environment(Model.self)`. Unmounted, it gives the default value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value
    let link = EnvironmentLink()

    /// Reads an environment value.
    ///
    /// ```swift
    /// struct Greeting: View {
    ///     @Environment(\.isEnabled) private var isEnabled
    ///     var body: some View { Text(isEnabled ? "Hello" : "Hello (off)") }
    /// }
    /// ```
    ///
    /// - Parameter keyPath: The value's key path in ``EnvironmentValues``.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the object of this type that an ancestor stored with `.environment(_:)`. As in SwiftUI,
    /// reading it when no ancestor stored one is a fatal error.
    ///
    /// - Parameter objectType: The object's type, an `@Observable` class.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(of: objectType) else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) "
                        + "may be missing as an ancestor of this view."
                )
            }
            return object
        }
    }

    /// Reads the object of this type that an ancestor stored with `.environment(_:)`, or `nil` when
    /// none did.
    ///
    /// - Parameter objectType: The object's type, an `@Observable` class.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        read = { $0.object(of: objectType) }
    }

    /// The current value.
    public var wrappedValue: Value {
        read(link.values ?? EnvironmentValues())
    }
}

/// Connects an `@Environment` property to its node's environment, which it reads through the
/// node's ``EnvironmentSource``, held weakly: a view value kept in the environment itself (a
/// custom style with an `@Environment` property, stored in `toggleStyles`) would otherwise hold
/// the environment that holds it, and neither would ever be freed.
final class EnvironmentLink {
    weak var source: EnvironmentSource?

    /// The environment of the node the property is connected to, while the node lives.
    var values: EnvironmentValues? { source?.values }
}

/// A node's environment as its views' `@Environment` properties read it: the node owns it (made
/// when a view of the node has such properties) and keeps it up to date.
final class EnvironmentSource {
    var values: EnvironmentValues

    init(_ values: EnvironmentValues) {
        self.values = values
    }
}

/// The `@Environment` properties the host finds in a view value.
protocol EnvironmentProperty {
    func connect(to source: EnvironmentSource)
}

extension Environment: EnvironmentProperty {
    func connect(to source: EnvironmentSource) {
        link.source = source
    }
}
