/// Values a view passes down to everything below it.
public struct EnvironmentValues: Equatable, Sendable {
    /// False inside `.disabled(true)`: controls render as disabled and refuse interaction.
    public var isEnabled = true

    /// Default values.
    public init() {}
}

/// Reads a value from the environment of the mounted view (`@Environment(\.isEnabled)`).
/// Unmounted, it gives the default value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let link = EnvironmentLink()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value.
    public var wrappedValue: Value {
        (link.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// Connects an `@Environment` property to its node's environment.
final class EnvironmentLink {
    var values: EnvironmentValues?
}

/// The `@Environment` properties the host finds in a view value.
protocol EnvironmentProperty {
    func connect(to values: EnvironmentValues)
}

extension Environment: EnvironmentProperty {
    func connect(to values: EnvironmentValues) {
        link.values = values
    }
}
