import TextUI

/// A catalog component mounted in a ``ViewHost`` under a ``ComponentRoot``, operated by name and
/// JSON without knowing its types: read and write its bindings, swap its dependencies. Writes
/// made here go through the root's state, as a write from the component would.
@MainActor
public final class MountedComponent {
    /// The component.
    public let component: ComponentDescriptor
    /// The bindings it declared, in order.
    public let bindings: [BindingDescriptor]
    /// The host it is mounted in.
    public let host: ViewHost
    private let relay: WriteRelay

    /// Hears every write to a binding: from the component (`.view`), its tasks (`.task`), or this
    /// object's setters (`.user`).
    public var onWrite: (@MainActor (BindingWrite) -> Void)? {
        get { relay.handler }
        set { relay.handler = newValue }
    }

    /// Mounts `component`, its bindings starting at their defaults except those given as JSON,
    /// its dependencies at their default choices except those selected; `onWrite` hears every
    /// write from the start (writes made while mounting included).
    public init(
        _ component: ComponentDescriptor,
        json: [(name: String, json: String)] = [],
        selections: [String: DependencySelection] = [:],
        onWrite: (@MainActor (BindingWrite) -> Void)? = nil
    ) throws {
        let bindings = component.bindings()
        var values: [String: Any] = [:]
        for binding in bindings {
            values[binding.name] = binding.defaultValue()
        }
        for (name, text) in json {
            guard let binding = bindings.first(where: { $0.name == name }) else {
                throw CatalogError.unknownBinding(name, component: component.name, available: bindings.map(\.name))
            }
            values[name] = try binding.value(fromJSON: text)
        }
        for name in selections.keys where !component.dependencies.contains(where: { $0.name == name }) {
            throw CatalogError.unknownDependency(
                name, component: component.name, available: component.dependencies.map(\.name))
        }
        var dependencies = DependencyValues()
        for dependency in component.dependencies {
            let selection = selections[dependency.name] ?? DependencySelection(dependency.defaultChoice)
            dependencies.values[dependency.name] = try dependency.makeValue(selection.choice, selection.argument)
            dependencies.selections[dependency.name] = selection
        }
        let relay = WriteRelay()
        relay.handler = onWrite
        self.component = component
        self.bindings = bindings
        self.relay = relay
        self.host = ViewHost(
            ComponentRoot(component, values: values, dependencies: dependencies) { relay.handler?($0) })
    }

    private var root: ComponentRoot {
        get throws {
            guard let root = host.root(as: ComponentRoot.self) else { throw CatalogError.notMounted }
            return root
        }
    }

    /// The binding named `name`.
    public func binding(named name: String) throws -> BindingDescriptor {
        guard let binding = bindings.first(where: { $0.name == name }) else {
            throw CatalogError.unknownBinding(name, component: component.name, available: bindings.map(\.name))
        }
        return binding
    }

    /// Every binding's current value, by name.
    public var values: [String: Any] {
        get throws { try root.values.storage }
    }

    /// The current value of the binding named `name`.
    public func value(of name: String) throws -> Any {
        let binding = try binding(named: name)
        return try root.values[binding.name] ?? binding.defaultValue()
    }

    /// The current value of the binding named `name`, as JSON.
    public func json(of name: String) throws -> String {
        let binding = try binding(named: name)
        return binding.json(of: try value(of: name)) ?? binding.defaultJSON
    }

    /// Writes `value` (of the binding's type) to the binding named `name`.
    public func setValue(_ value: Any, for name: String) throws {
        let binding = try binding(named: name)
        guard binding.accepts(value) else {
            throw CatalogError.invalidJSON(
                binding: name, expectedType: binding.typeName, reason: "got a \(type(of: value))")
        }
        let root = try root
        let oldValue = root.values[name]
        root.$values.wrappedValue[name] = value
        relay.handler?(BindingWrite(name: name, oldValue: oldValue, newValue: value, origin: .user))
    }

    /// Decodes `json` as the binding's type and writes it to the binding named `name`.
    public func setJSON(_ json: String, for name: String) throws {
        let value = try binding(named: name).value(fromJSON: json)
        try setValue(value, for: name)
    }

    /// Replaces every binding value at once (one update), e.g. to rewind.
    public func replaceValues(_ values: [String: Any]) throws {
        try root.$values.wrappedValue = BindingValues(values)
    }

    /// The selected choice of each dependency.
    public var selections: [String: DependencySelection] {
        get throws { try root.dependencies.selections }
    }

    /// Selects `selection` for the dependency named `name`; the component mounts again with it.
    public func use(_ name: String, _ selection: DependencySelection) throws {
        let dependency = try component.dependency(named: name)
        let value = try dependency.makeValue(selection.choice, selection.argument)
        let root = try root
        var dependencies = root.dependencies
        dependencies.values[name] = value
        dependencies.selections[name] = selection
        dependencies.generation += 1
        root.$dependencies.wrappedValue = dependencies
    }

    /// Unmounts the component.
    public func unmount() {
        host.unmount()
    }
}

/// Passes binding writes on to whoever listens now.
@MainActor
final class WriteRelay {
    var handler: (@MainActor (BindingWrite) -> Void)?
}
