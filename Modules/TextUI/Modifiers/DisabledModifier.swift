/// Content whose controls are disabled.
struct DisabledContent<Content: View>: View {
    let content: Content
    let isDisabled: Bool

    typealias Body = Never
}

extension DisabledContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if isDisabled { environment.isEnabled = false }
    }
}

extension View {
    /// Disables the controls in this view when `disabled` is true: they render as disabled and the
    /// host refuses to operate them.
    ///
    /// - Parameter disabled: Whether to disable the controls; false leaves them as the enclosing views set them.
    /// - Returns: A view whose controls are disabled when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        DisabledContent(content: self, isDisabled: disabled)
    }
}
