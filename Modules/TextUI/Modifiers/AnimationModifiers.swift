// Animations and transitions. Text output shows each state as it is, without movement: these
// modifiers return the view unchanged.
extension View {
    /// This view (animations are not rendered).
    ///
    /// - Parameters:
    ///   - animation: The animation (accepted, not rendered).
    ///   - value: The value whose changes would be animated (ignored).
    /// - Returns: This view, rendered unchanged.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// This view (animations are not rendered).
    ///
    /// - Parameter animation: The animation (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    public func animation(_ animation: Animation?) -> some View { self }
    /// This view (transitions are not rendered: the view appears and disappears at once).
    ///
    /// - Parameter transition: How the view would enter and leave (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
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
    ///
    /// - Parameter edge: The edge the view would move from and to (ignored).
    /// - Returns: A `move` transition.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// A push from an edge.
    ///
    /// - Parameter edge: The edge the view would push in from (ignored).
    /// - Returns: A `push` transition.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// A scale from a factor.
    ///
    /// - Parameters:
    ///   - scale: The factor the view would grow from (ignored).
    ///   - anchor: The point the scaling would center on (ignored).
    /// - Returns: The `scale` transition.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    /// An offset.
    ///
    /// - Parameters:
    ///   - x: The horizontal offset (ignored).
    ///   - y: The vertical offset (ignored).
    /// - Returns: An `offset` transition.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// One transition to enter and another to leave.
    ///
    /// - Parameters:
    ///   - insertion: The transition to enter with.
    ///   - removal: The transition to leave with (dropped: transitions are not rendered).
    /// - Returns: `insertion`.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }

    /// This transition together with `other`.
    ///
    /// - Parameter other: The transition to add (dropped: transitions are not rendered).
    /// - Returns: This transition.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with an animation.
    ///
    /// - Parameter animation: The animation to run the transition with (ignored).
    /// - Returns: This transition.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
