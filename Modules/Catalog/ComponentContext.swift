import TextUI

/// What a component's factory builds from: the bindings it asks for and the dependencies chosen
/// for it. Asking for a binding declares it: `context.binding("movies", default: [Movie]())`.
@MainActor
public struct ComponentContext {
    enum Source {
        /// Building once to learn the declared bindings.
        case declaration(BindingDeclarations, dependencies: [String: any Sendable])
        /// Building for real, from the root's state.
        case mounted(
            values: Binding<BindingValues>,
            dependencies: [String: any Sendable],
            onWrite: (@MainActor (BindingWrite) -> Void)?
        )
    }

    let source: Source

    /// A binding named `name` whose value is `defaultValue` until someone writes it.
    ///
    /// - Parameters:
    ///   - name: The binding's name as tools show it (e.g. `movies`); asking twice for one name declares it once.
    ///   - defaultValue: The value before any write; its type is the binding's, and it is encoded as its default JSON.
    /// - Returns: A binding over the mounted root's value for `name` (each write reported to its `onWrite`), or,
    ///   while the catalog learns the declared bindings, over a local copy of `defaultValue`.
    public func binding<Value: Codable & SendableMetatype>(_ name: String, default defaultValue: Value) -> Binding<
        Value
    > {
        switch source {
        case .declaration(let declarations, _):
            declarations.declare(BindingDescriptor(name: name, defaultValue: defaultValue))
            var value = defaultValue
            return Binding(get: { value }, set: { value = $0 })
        case .mounted(let values, _, let onWrite):
            return Binding(
                get: { values.wrappedValue[name] as? Value ?? defaultValue },
                set: { newValue in
                    let oldValue = values.wrappedValue[name]
                    values.wrappedValue[name] = newValue
                    onWrite?(
                        BindingWrite(name: name, oldValue: oldValue, newValue: newValue, origin: UpdateOrigin.current))
                }
            )
        }
    }

    /// The value of the choice selected for `dependency`.
    ///
    /// - Parameter dependency: The dependency, as the component publishes it (e.g. `Self.loader`). When no value was
    ///   supplied for it, its default choice (or else the first that needs no argument) is made.
    public subscript<Value>(dependency: Dependency<Value>) -> Value {
        let values: [String: any Sendable]
        switch source {
        case .declaration(_, let dependencies): values = dependencies
        case .mounted(_, let dependencies, _): values = dependencies
        }
        if let value = values[dependency.name] as? Value { return value }
        // Not supplied (a tool built the component without it): the default choice.
        if let value = try? dependency.make(choice: dependency.defaultChoice, argument: nil) { return value }
        for choice in dependency.choices where choice.argumentName == nil {
            if let value = try? dependency.make(choice: choice.name, argument: nil) { return value }
        }
        preconditionFailure("Dependency \(dependency.name) has no choice that can be made without an argument")
    }
}

/// The bindings a factory declared while it was built once, in order.
@MainActor
final class BindingDeclarations {
    private(set) var descriptors: [BindingDescriptor] = []

    func declare(_ descriptor: BindingDescriptor) {
        guard !descriptors.contains(where: { $0.name == descriptor.name }) else { return }
        descriptors.append(descriptor)
    }
}

/// The values of a mounted component's bindings, by name.
public struct BindingValues {
    var storage: [String: Any]

    init(_ storage: [String: Any]) {
        self.storage = storage
    }

    subscript(name: String) -> Any? {
        get { storage[name] }
        set { storage[name] = newValue }
    }
}
