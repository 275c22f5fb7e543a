import TextUI

/// A composer for any catalog component: it owns the component's binding values and dependency
/// values as `@State` and passes bindings down, so a write from outside (through its `values`)
/// takes the same path as a write from the component itself. Choosing another dependency value
/// gives the component a new identity, so it mounts again (its tasks restart with the new value).
public struct ComponentRoot: View {
    let component: ComponentDescriptor
    let onWrite: (@MainActor (BindingWrite) -> Void)?
    @State var values: BindingValues
    @State var dependencies: DependencyValues

    /// Mounts `component` with binding values and dependency values; `onWrite` hears every write
    /// to a binding (who wrote it, the old and the new value).
    ///
    /// - Parameters:
    ///   - component: The component to build.
    ///   - values: The initial binding values, by binding name; a missing value, or one of another type, reads as
    ///     the binding's default.
    ///   - dependencies: The initial dependency values and the selections that made them.
    ///   - onWrite: Called on the main actor after each write to a binding, or `nil` to hear none.
    public init(
        _ component: ComponentDescriptor,
        values: [String: Any],
        dependencies: DependencyValues,
        onWrite: (@MainActor (BindingWrite) -> Void)? = nil
    ) {
        self.component = component
        self.onWrite = onWrite
        _values = State(initialValue: BindingValues(values))
        _dependencies = State(initialValue: dependencies)
    }

    public var body: some View {
        let context = ComponentContext(
            source: .mounted(values: $values, dependencies: dependencies.values, onWrite: onWrite)
        )
        component.factory(context).id(dependencies.generation)
    }
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
