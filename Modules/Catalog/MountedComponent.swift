import TextUI

/// A catalog component mounted in a ``/TextUI/ViewHost`` under a ``ComponentRoot``, operated by name and
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
    ///
    /// - Parameters:
    ///   - component: The component to mount, in a new ``/TextUI/ViewHost``.
    ///   - json: Starting values as JSON, by binding name, applied in order.
    ///   - selections: The choice (and argument) for some dependencies, by dependency name.
    ///   - onWrite: Hears every write to a binding (see ``onWrite``), or `nil` to hear none until it is set.
    /// - Throws: ``CatalogError``: ``CatalogError/unknownBinding(_:component:available:)`` or
    ///   ``CatalogError/invalidJSON(binding:expectedType:reason:)`` for an entry of `json`,
    ///   ``CatalogError/unknownDependency(_:component:available:)`` for a selection, or the error of making a
    ///   dependency's value (see ``Dependency/make(choice:argument:)``).
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
    ///
    /// - Parameter name: A binding's name, e.g. `movies`.
    /// - Returns: The binding's descriptor (its type and default value).
    /// - Throws: ``CatalogError/unknownBinding(_:component:available:)`` when the component declares none of that
    ///   name.
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
    ///
    /// - Parameter name: A binding's name, e.g. `movies`.
    /// - Returns: The value, of the binding's type (its default when none was stored).
    /// - Throws: ``CatalogError/unknownBinding(_:component:available:)`` when there is no such binding,
    ///   ``CatalogError/notMounted`` when the component was unmounted.
    public func value(of name: String) throws -> Any {
        let binding = try binding(named: name)
        return try root.values[binding.name] ?? binding.defaultValue()
    }

    /// The current value of the binding named `name`, as JSON.
    ///
    /// - Parameter name: A binding's name, e.g. `movies`.
    /// - Returns: Compact JSON with sorted keys (the default JSON when the value cannot be encoded).
    /// - Throws: ``CatalogError/unknownBinding(_:component:available:)`` when there is no such binding,
    ///   ``CatalogError/notMounted`` when the component was unmounted.
    public func json(of name: String) throws -> String {
        let binding = try binding(named: name)
        return binding.json(of: try value(of: name)) ?? binding.defaultJSON
    }

    /// Writes `value` (of the binding's type) to the binding named `name`.
    ///
    /// The write is reported to ``onWrite`` with the origin `.user`.
    ///
    /// - Parameters:
    ///   - value: The new value, of the binding's type.
    ///   - name: A binding's name, e.g. `movies`.
    /// - Throws: ``CatalogError/unknownBinding(_:component:available:)`` when there is no such binding,
    ///   ``CatalogError/invalidJSON(binding:expectedType:reason:)`` when `value` has another type,
    ///   ``CatalogError/notMounted`` when the component was unmounted.
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
    ///
    /// - Parameters:
    ///   - json: JSON text for a value of the binding's type.
    ///   - name: A binding's name, e.g. `movies`.
    /// - Throws: ``CatalogError/unknownBinding(_:component:available:)`` when there is no such binding,
    ///   ``CatalogError/invalidJSON(binding:expectedType:reason:)`` when `json` does not decode as its type,
    ///   ``CatalogError/notMounted`` when the component was unmounted.
    public func setJSON(_ json: String, for name: String) throws {
        let value = try binding(named: name).value(fromJSON: json)
        try setValue(value, for: name)
    }

    /// Replaces every binding value at once (one update), e.g. to rewind.
    ///
    /// Unlike ``setValue(_:for:)``, the values are not checked and ``onWrite`` does not hear them.
    ///
    /// - Parameter values: Every binding's value, by name, as ``values`` returns them; a binding left out (or given
    ///   a value of another type) reads as its default.
    /// - Throws: ``CatalogError/notMounted`` when the component was unmounted.
    public func replaceValues(_ values: [String: Any]) throws {
        try root.$values.wrappedValue = BindingValues(values)
    }

    /// The selected choice of each dependency.
    public var selections: [String: DependencySelection] {
        get throws { try root.dependencies.selections }
    }

    /// Selects `selection` for the dependency named `name`; the component mounts again with it.
    ///
    /// - Parameters:
    ///   - name: A dependency's name, e.g. `loader`.
    ///   - selection: The choice and its argument, e.g. `DependencySelection("remote", argument: url)`.
    /// - Throws: ``CatalogError/unknownDependency(_:component:available:)`` when there is no such dependency, the
    ///   error of making the value (see ``Dependency/make(choice:argument:)``), or ``CatalogError/notMounted``.
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
