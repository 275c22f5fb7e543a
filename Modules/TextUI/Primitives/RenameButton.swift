/// A button that starts renaming: renders as `[ Rename ]` and, when tapped, runs the rename action
/// of its environment (`renameAction(_:)`).
public struct RenameButton<Label: View>: View {
    public typealias Body = Never
}

extension RenameButton where Label == TextUI.Label<Text, Image> {
    /// A rename button.
    public init() {}
}

extension RenameButton: ButtonControl {
    static var kind: ControlKind { .button }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        decorate("[ Rename ]", node)
    }

    func label(_ node: Node) -> String { "Rename" }
    func valueDescription(_ node: Node) -> String? { nil }

    func press(_ node: Node) {
        node.environment.rename?()
    }
}

/// Starts renaming (what a ``RenameButton`` runs).
public struct RenameAction {
    let action: @MainActor () -> Void

    /// Starts renaming.
    @MainActor public func callAsFunction() {
        action()
    }
}

private struct RenameKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// The action a ``RenameButton`` runs, set with `renameAction(_:)`; nil when none is set.
    public internal(set) var rename: RenameAction? {
        get { self[RenameKey.self] }
        set { self[RenameKey.self] = newValue }
    }
}

extension View {
    /// Sets what rename buttons inside this view do.
    ///
    /// - Parameter action: Runs when a rename button is tapped.
    /// - Returns: A view whose rename buttons run `action`.
    @preconcurrency public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
        transformEnvironment(\.rename) { $0 = RenameAction(action: action) }
    }

    /// Makes rename buttons inside this view focus a field (setting the focus binding to true).
    ///
    /// - Parameter isFocused: The focus of the field to rename in.
    /// - Returns: A view whose rename buttons focus the field.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        transformEnvironment(\.rename) { $0 = RenameAction { isFocused.wrappedValue = true } }
    }
}
