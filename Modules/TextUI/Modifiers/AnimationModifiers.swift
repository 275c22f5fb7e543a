// Animations and transitions. Text output shows each state as it is, without movement: these
// modifiers return the view unchanged.
extension View {
    /// This view (animations are not rendered).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// This view (animations are not rendered).
    public func animation(_ animation: Animation?) -> some View { self }
    /// This view (transitions are not rendered: the view appears and disappears at once).
    public func transition(_ transition: AnyTransition) -> some View { self }
}

/// How a view enters and leaves (not rendered).
public struct AnyTransition: Sendable {
    let name: String

    /// The `identity` transition.
    public static let identity = AnyTransition(name: "identity")
    /// The `opacity` transition.
    public static let opacity = AnyTransition(name: "opacity")
    /// The `scale` transition.
    public static let scale = AnyTransition(name: "scale")
    /// The `slide` transition.
    public static let slide = AnyTransition(name: "slide")

    /// A move from and to an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// A push from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// A scale from a factor.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    /// An offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// One transition to enter and another to leave.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }

    /// This transition together with `other`.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
