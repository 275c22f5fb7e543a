import TextUI

/// What a component's factory builds from: the bindings it asks for and the dependencies chosen
/// for it. Asking for a binding declares it: `context.binding("movies", default: [Movie]())`.
@MainActor
public struct ComponentContext {
    enum Source {
        /// Building once to learn the declared bindings.
        case declaration(BindingDeclarations, dependencies: [String: any Sendable])
        /// Building for real, from the root's state: each binding's `Binding`, by name.
        case mounted(bindings: [String: Any], dependencies: [String: any Sendable])
    }

    let source: Source

    /// A binding named `name` whose value is `defaultValue` until someone writes it.
    ///
    /// - Parameters:
    ///   - name: The binding's name as tools show it (e.g. `movies`); asking twice for one name declares it once.
    ///   - defaultValue: The value before any write; its type is the binding's, and it is encoded as its default JSON.
    /// - Returns: The binding of the mounted root's `@State` for `name`, or, while the catalog learns the
    ///   declared bindings, a binding over a local copy of `defaultValue`.
    public func binding<Value: Codable & SendableMetatype>(_ name: String, default defaultValue: Value) -> Binding<
        Value
    > {
        switch source {
        case .declaration(let declarations, _):
            declarations.declare(BindingDescriptor(name: name, defaultValue: defaultValue))
            var value = defaultValue
            return Binding(get: { value }, set: { value = $0 })
        case .mounted(let bindings, _):
            // Another type than the one first declared for the name: not the mounted value.
            return bindings[name] as? Binding<Value> ?? .constant(defaultValue)
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
        case .mounted(_, let dependencies): values = dependencies
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
