import TextUI

/// A composer for any catalog component: each of the component's bindings is real `@State` of
/// its own (a `BindingOwner` per binding, around the component), and the component gets each
/// one's `$value`, as a composer passes `$movies` down. So a write from outside (through
/// ``MountedComponent``) takes the same path as a write from the component itself, and a write to
/// one element of a list takes the runtime's element path: only the views that read that element
/// are evaluated again. Choosing another dependency value gives the component a new identity, so
/// it mounts again (its tasks restart with the new value) while the binding values stay.
public struct ComponentRoot: View {
    let component: ComponentDescriptor
    let bindings: [BindingDescriptor]
    let values: [String: Any]
    let registry: BindingRegistry
    @State var dependencies: DependencyValues

    /// Mounts `component` with binding values and dependency values.
    ///
    /// - Parameters:
    ///   - component: The component to build.
    ///   - values: The initial binding values, by binding name; a missing value, or one of another type, reads as
    ///     the binding's default.
    ///   - dependencies: The initial dependency values and the selections that made them.
    public init(_ component: ComponentDescriptor, values: [String: Any], dependencies: DependencyValues) {
        self.init(component, bindings: component.bindings(), values: values, dependencies: dependencies)
    }

    init(
        _ component: ComponentDescriptor, bindings: [BindingDescriptor], values: [String: Any],
        dependencies: DependencyValues, registry: BindingRegistry = BindingRegistry()
    ) {
        self.component = component
        self.bindings = bindings
        self.values = values
        self.registry = registry
        _dependencies = State(initialValue: dependencies)
    }

    public var body: some View {
        owners(from: 0, bindings: [:])
    }

    /// The owner of the binding at `index`, around the owners of the ones after it, around the
    /// component built with every binding collected.
    private func owners(from index: Int, bindings collected: [String: Any]) -> AnyView {
        guard index < bindings.count else {
            registry.bindings = collected
            let context = ComponentContext(source: .mounted(bindings: collected, dependencies: dependencies.values))
            return AnyView(ComponentContent(view: component.factory(context)).id(dependencies.generation))
        }
        let binding = bindings[index]
        return binding.owner(values[binding.name]) { made in
            var collected = collected
            collected[binding.name] = made
            return owners(from: index + 1, bindings: collected)
        }
    }
}

/// Owns one binding's value as `@State`, and builds what is inside it with the state's binding.
struct BindingOwner<Value>: View {
    @State var bindingValue: Value
    let content: @MainActor (Binding<Value>) -> AnyView

    var body: some View {
        content($bindingValue)
    }
}

/// The component itself, inside the binding owners: what tools show of a mounted component starts
/// below it.
struct ComponentContent: View {
    let view: AnyView

    var body: some View {
        view
    }
}

/// The bindings a ``ComponentRoot`` made, by name (each a `Binding` of its binding's type), for
/// ``MountedComponent`` to read and write through.
@MainActor
final class BindingRegistry {
    var bindings: [String: Any] = [:]
}

/// A write to a component's binding.
public struct BindingWrite {
    /// The binding's name.
    public let name: String
    /// The value before.
    public let oldValue: Any?
    /// The value written.
    public let newValue: Any
    /// Who wrote it.
    public let origin: UpdateOrigin
    /// The offsets of the elements the write changed, when it replaced elements of an array
    /// through an element binding; nil when the whole value may have changed.
    public let changedElements: [Int]?
}

/// The values chosen for a component's dependencies, with a generation that changes on each swap.
public struct DependencyValues {
    /// The values, by dependency name.
    public var values: [String: any Sendable]
    /// The selections, by dependency name.
    public var selections: [String: DependencySelection]
    /// Changes whenever a value is swapped.
    public var generation: Int

    /// Values and the selections that made them.
    ///
    /// - Parameters:
    ///   - values: The dependency values, by dependency name.
    ///   - selections: The choice (and argument) that made each value, by dependency name.
    ///   - generation: The starting generation; ``ComponentRoot`` uses it as the component's identity.
    public init(
        values: [String: any Sendable] = [:], selections: [String: DependencySelection] = [:], generation: Int = 0
    ) {
        self.values = values
        self.selections = selections
        self.generation = generation
    }
}
