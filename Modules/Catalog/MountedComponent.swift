import Foundation
import TextUI

/// A catalog component mounted in a ``/TextUI/ViewHost`` under a ``ComponentRoot``, operated by name and
/// JSON without knowing its types: read and write its bindings, swap its dependencies. Each binding
/// is real `@State` of the root, so writes made here go through the same storage as a write from
/// the component, and a write to one element of a list (``setElement(_:at:for:)``) takes the
/// runtime's element path. The host has an `@AppStorage` store of its own
/// (``/TextUI/ViewHost/appStorage``): each mount starts from the defaults.
@MainActor
public final class MountedComponent {
    /// The component.
    public let component: ComponentDescriptor
    /// The bindings it declared, in order.
    public let bindings: [BindingDescriptor]
    /// The host it is mounted in.
    public let host: ViewHost
    private let registry: BindingRegistry
    /// The path of each binding's `@State` in the host, with the binding's name.
    private var bindingPaths: [String: String] = [:]

    /// Hears every write to a binding: from the component (`.view`), its tasks (`.task`), or this
    /// object's setters (`.user`).
    public var onWrite: (@MainActor (BindingWrite) -> Void)?

    /// Hears every change of the `@State` inside the component (not the bindings, which ``onWrite``
    /// hears): the host's ``/TextUI/ViewHost/onStateChange`` for the component's own state.
    public var onStateChange: (@MainActor (StateChange) -> Void)?

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
        let registry = BindingRegistry()
        // Writes made while the host mounts (an `onAppear` action's), heard before it is returned.
        let early = EarlyWrites()
        self.component = component
        self.bindings = bindings
        self.registry = registry
        self.onWrite = onWrite
        // Its own `@AppStorage` store: a mount starts from the defaults, whatever another left.
        self.host = ViewHost(
            ComponentRoot(
                component, bindings: bindings, values: values, dependencies: dependencies, registry: registry),
            appStorage: StoredValues(), onStateChange: { early.changes.append($0) })
        let ownerSlots = host.stateSlots.filter { $0.name == "bindingValue" && StateOwnership.isRoot($0.path) }
        for (binding, slot) in zip(bindings, ownerSlots) {
            bindingPaths[slot.path] = binding.name
        }
        host.onStateChange = { [weak self] change in self?.heard(change) }
        for change in early.changes {
            heard(change)
        }
    }

    private func heard(_ change: StateChange) {
        if let name = bindingPaths[change.path] {
            onWrite?(
                BindingWrite(
                    name: name, oldValue: change.oldValue, newValue: change.newValue, origin: change.origin,
                    changedElements: change.changedElements))
        } else if !StateOwnership.isRoot(change.path) {
            onStateChange?(change)
        }
    }

    private var root: ComponentRoot {
        get throws {
            guard let root = host.root(as: ComponentRoot.self) else { throw CatalogError.notMounted }
            return root
        }
    }

    /// The `Binding` the root made for the binding named `name`.
    private func mountedBinding(_ name: String) throws -> (BindingDescriptor, Any) {
        let binding = try binding(named: name)
        guard host.isMounted, let mounted = registry.bindings[name] else { throw CatalogError.notMounted }
        return (binding, mounted)
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
        get throws {
            var values: [String: Any] = [:]
            for binding in bindings {
                values[binding.name] = try value(of: binding.name)
            }
            return values
        }
    }

    /// The current value of the binding named `name`.
    ///
    /// - Parameter name: A binding's name, e.g. `movies`.
    /// - Returns: The value, of the binding's type.
    /// - Throws: ``CatalogError/unknownBinding(_:component:available:)`` when there is no such binding,
    ///   ``CatalogError/notMounted`` when the component was unmounted.
    public func value(of name: String) throws -> Any {
        let (binding, mounted) = try mountedBinding(name)
        return binding.read(mounted) ?? binding.defaultValue()
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

    /// Writes `value` (of the binding's type) to the binding named `name`, as the component's
    /// own write through its binding would.
    ///
    /// The write is reported to ``onWrite`` with the origin `.user`; a value equal to the current
    /// one changes nothing.
    ///
    /// - Parameters:
    ///   - value: The new value, of the binding's type.
    ///   - name: A binding's name, e.g. `movies`.
    /// - Throws: ``CatalogError/unknownBinding(_:component:available:)`` when there is no such binding,
    ///   ``CatalogError/invalidJSON(binding:expectedType:reason:)`` when `value` has another type,
    ///   ``CatalogError/notMounted`` when the component was unmounted.
    public func setValue(_ value: Any, for name: String) throws {
        let (binding, mounted) = try mountedBinding(name)
        guard UpdateOrigin.$current.withValue(.user, operation: { binding.write(mounted, value) }) else {
            throw CatalogError.invalidJSON(
                binding: name, expectedType: binding.typeName, reason: "got a \(type(of: value))")
        }
    }

    /// Writes one element of the array the binding named `name` holds, through that element's
    /// binding: only the views that read that element are evaluated again, and a list makes only
    /// its row again.
    ///
    /// - Parameters:
    ///   - element: The new element, of the array's element type.
    ///   - index: Its position, from 0.
    ///   - name: A binding's name, e.g. `movies`.
    /// - Throws: ``CatalogError/unknownBinding(_:component:available:)`` when there is no such binding,
    ///   ``CatalogError/invalidJSON(binding:expectedType:reason:)`` when the binding holds no array, `element`
    ///   has another type or `index` is out of range, ``CatalogError/notMounted`` when the component was unmounted.
    public func setElement(_ element: Any, at index: Int, for name: String) throws {
        let (binding, mounted) = try mountedBinding(name)
        guard UpdateOrigin.$current.withValue(.user, operation: { binding.writeElement(mounted, index, element) })
        else {
            throw CatalogError.invalidJSON(
                binding: name, expectedType: binding.typeName,
                reason: "no element \(index) of type \(type(of: element)) to write")
        }
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

    /// Writes several bindings at once (one update), e.g. to rewind.
    ///
    /// Unlike ``setValue(_:for:)``, a value of another type is skipped rather than refused.
    ///
    /// - Parameter values: Binding values, by name, as ``values`` returns them; bindings left out keep theirs.
    /// - Throws: ``CatalogError/notMounted`` when the component was unmounted.
    public func replaceValues(_ values: [String: Any]) throws {
        for (name, value) in values {
            guard let (binding, mounted) = try? mountedBinding(name) else {
                guard host.isMounted else { throw CatalogError.notMounted }
                continue
            }
            _ = binding.write(mounted, value)
        }
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

/// The state changes a host reports while it mounts, before its owner can listen.
@MainActor
private final class EarlyWrites {
    var changes: [StateChange] = []
}

/// Which `@State` a ``ComponentRoot`` owns itself (its dependencies and the binding values), and
/// which belongs to the component inside it: the component's state is below `ComponentContent`.
public enum StateOwnership {
    /// True for state the root owns: the binding values and the dependency choices.
    ///
    /// - Parameter path: A state's path, as ``/TextUI/StateSlot/path`` writes it.
    /// - Returns: `true` when the state is not the component's own.
    public static func isRoot(_ path: String) -> Bool {
        // Read as bytes: the workbench asks this of every state slot on every command.
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.starts(with: "ComponentRoot".utf8) else { return false }
            guard contains(bytes, "/ComponentContent") else { return true }
            // A preview's view is made once and kept by the `MadeOnce` around it: the keeper is the root's.
            let last = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes[($0 + 1)...] } ?? bytes[...]
            return last.starts(with: "MadeOnce".utf8) && last.reversed().starts(with: ".made".utf8.reversed())
        }
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ part: StaticString) -> Bool {
        let count = part.utf8CodeUnitCount
        guard count > 0 else { return true }
        guard let base = bytes.baseAddress, count <= bytes.count else { return false }
        let first = part.utf8Start.pointee
        return (0...(bytes.count - count)).contains { offset in
            bytes[offset] == first && memcmp(base + offset, part.utf8Start, count) == 0
        }
    }
}
