/// Whether the user is editing a list: in edit mode (`.active`) the rows of a `ForEach` with
/// `onDelete` show a delete control (`⊖ Heat`) and those with `onMove` a move handle (`Heat ≡`).
public enum EditMode: Sendable, Hashable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe-to-delete in progress).
    case transient
    /// Editing.
    case active

    /// True in `.active` and `.transient` modes.
    public var isEditing: Bool { self != .inactive }
}

/// The edit mode a host keeps for its views: what `\.editMode` binds to unless a view sets its own
/// (`.environment(\.editMode, $mode)`). Views that read it are evaluated again when it changes.
final class HostEditMode {
    private var mode = EditMode.inactive
    private let changed = ChangeSignal()

    var binding: Binding<EditMode> {
        Binding(
            get: {
                self.changed.recordRead()
                return self.mode
            },
            set: { newValue in
                guard newValue != self.mode else { return }
                self.mode = newValue
                self.changed.fire()
            })
    }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views below, as a binding: in a host, its own edit mode (which
    /// ``EditButton`` switches) unless a view sets another with `.environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// True while the edit mode is `.active` or `.transient`.
    var isEditing: Bool {
        editMode?.wrappedValue.isEditing ?? false
    }
}

/// A button that switches the edit mode of its environment on and off: renders as `[ Edit ]`, then
/// `[ Done ]` while editing; the host taps it by either.
public struct EditButton: View {
    /// An edit button.
    public init() {}

    public typealias Body = Never
}

extension EditButton: ButtonControl {
    static var kind: ControlKind { .button }

    func makeChildren(_ children: inout ChildList) {
        _ = children.owner.environment.isEditing  // the rendering shows the mode: depend on it
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        decorate("[ \(label(node)) ]", node)
    }

    func label(_ node: Node) -> String { node.environment.isEditing ? "Done" : "Edit" }
    func valueDescription(_ node: Node) -> String? { nil }

    func press(_ node: Node) {
        guard let mode = node.environment.editMode else { return }
        mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
    }
}
