/// Content that taps, drags and typing pass through (`.allowsHitTesting(false)`): the host does not
/// find the controls and gestures inside it, as a touch does not reach them. It renders unchanged.
struct HitTestingContent<Content: View>: View {
    let content: Content
    let isEnabled: Bool

    typealias Body = Never
}

extension HitTestingContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if !isEnabled { environment.allowsHitTesting = false }
    }
}

private struct AllowsHitTestingKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// False inside `.allowsHitTesting(false)`: the host does not operate what is there.
    var allowsHitTesting: Bool {
        get { self[AllowsHitTestingKey.self] }
        set { self[AllowsHitTestingKey.self] = newValue }
    }
}

extension View {
    /// Lets touches reach this view, or makes them pass through it: with `false`, the host's taps,
    /// drags, long presses and typing do not find the controls and gestures inside (a view behind
    /// it, or none, gets them), as in SwiftUI. It renders unchanged.
    ///
    /// - Parameter enabled: Whether the view receives touches.
    /// - Returns: This view, whose controls the host operates only when `enabled`.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        HitTestingContent(content: self, isEnabled: enabled)
    }
}
