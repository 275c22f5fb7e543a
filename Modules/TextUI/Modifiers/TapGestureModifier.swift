/// Content that runs an action when tapped. It renders unchanged; the host taps it like a button,
/// by its text (`host.tap("Alien")`).
struct TapGestureContent<Content: View>: View {
    let content: Content
    let action: @MainActor () -> Void

    typealias Body = Never
}

extension TapGestureContent: ButtonControl {
    static var kind: ControlKind { .button }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { nil }

    func press(_ node: Node) {
        action()
    }
}

extension View {
    /// Runs `action` when this view is tapped (the host taps it by its text, as a button). Every
    /// tap through the host counts as `count` taps.
    ///
    /// - Parameters:
    ///   - count: The number of taps that trigger `action`; one tap through the host counts as `count` taps.
    ///   - action: Runs when the view is tapped.
    /// - Returns: A view that renders as this view, and that the host taps by its text (`host.tap("Alien")`).
    @preconcurrency public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
        -> some View
    {
        TapGestureContent(content: self, action: action)
    }
}
