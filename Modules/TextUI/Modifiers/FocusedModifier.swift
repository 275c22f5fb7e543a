/// Content whose text fields take the focus: typing into one sets the binding to `value`.
struct FocusedContent<Content: View, Value: Hashable>: View {
    let content: Content
    let binding: FocusState<Value>.Binding
    let value: Value
    /// What the binding holds when this content loses the focus (`false`, or nil).
    let unfocusedValue: Value?

    typealias Body = Never
}

/// A modifier node that takes and gives up the focus.
@MainActor
protocol FocusTargeting {
    func focus()
    func unfocus()
}

extension FocusedContent: PrimitiveView, FocusTargeting {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.focusTarget = NodeReference(node)
    }

    func focus() {
        binding.wrappedValue = value
    }

    func unfocus() {
        guard let unfocusedValue, binding.wrappedValue == value else { return }
        binding.wrappedValue = unfocusedValue
    }
}

private struct FocusTargetKey: EnvironmentKey {
    static var defaultValue: NodeReference? { nil }
}

extension EnvironmentValues {
    /// The innermost `focused` modifier around a view.
    var focusTarget: NodeReference? {
        get { self[FocusTargetKey.self] }
        set { self[FocusTargetKey.self] = newValue }
    }
}

extension ViewHost {
    /// Moves the focus to `field`, whose innermost `focused` modifier is `target` (nil: a field
    /// without a focus binding), unfocusing the previous target. A field that loses the focus
    /// ends its editing and the one that takes it begins (their `onEditingChanged`).
    func focus(_ target: NodeReference?, field: Node) {
        let previousField = keyboardFocus.mountedField
        if previousField !== field {
            (previousField?.view as? any EditingReporting)?.editingChanged(false)
            (field.view as? any EditingReporting)?.editingChanged(true)
        }
        let left = keyboardFocus.move(toField: field, target: target)
        (left?.node?.view as? any FocusTargeting)?.unfocus()
        (target?.node?.view as? any FocusTargeting)?.focus()
    }
}

extension View {
    /// Binds the focus of the text fields in this view to `condition`: typing into one sets it to
    /// true, typing into another field sets it back to false.
    ///
    /// - Parameter condition: The focus state: true while a text field in this view has the focus.
    /// - Returns: A view whose text fields bind their focus to `condition`.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        FocusedContent(content: self, binding: condition, value: true, unfocusedValue: false)
    }

    /// Binds the focus of the text fields in this view to `binding`: typing into one sets it to
    /// `value`, typing into another field sets it back to nil.
    ///
    /// - Parameters:
    ///   - binding: The focus state to set.
    ///   - value: What `binding` holds while a text field in this view has the focus.
    /// - Returns: A view whose text fields bind their focus to `binding`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let noFocus = (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value
        return FocusedContent(content: self, binding: binding, value: value, unfocusedValue: noFocus)
    }
}
