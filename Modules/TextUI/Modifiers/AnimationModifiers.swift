// Animations. Text output shows each state as it is, without movement: these modifiers return
// the view unchanged, or (for the ones with a body) the body built around it.
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
    /// The body built around this view, whose changes would animate (they show at once).
    ///
    /// - Parameters:
    ///   - animation: The animation (accepted, not rendered).
    ///   - body: Builds the view from this one's placeholder.
    /// - Returns: The body, showing this view where it places the placeholder.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
        -> some View
    {
        body(PlaceholderContentView(content: self))
    }
    /// This view (transactions are not rendered).
    ///
    /// - Parameter transform: Changes the transaction of updates below (not called: there is no animation to change).
    /// - Returns: This view, rendered unchanged.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    /// This view (transactions are not rendered).
    ///
    /// - Parameters:
    ///   - value: The value whose changes the transform applies to.
    ///   - transform: Changes the transaction (not called: there is no animation to change).
    /// - Returns: This view, rendered unchanged.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        self
    }
    /// The body built around this view (transactions are not rendered).
    ///
    /// - Parameters:
    ///   - transform: Changes the transaction (not called: there is no animation to change).
    ///   - body: Builds the view from this one's placeholder.
    /// - Returns: The body, showing this view where it places the placeholder.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self))
    }
    /// This view (transitions are not rendered: the view appears and disappears at once; an
    /// identity transition still makes the view leave before a view replacing it appears, as in
    /// SwiftUI).
    ///
    /// - Parameter transition: How the view would enter and leave (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    public func transition(_ transition: AnyTransition) -> some View {
        TransitionedView(content: self, isIdentity: transition.description == AnyTransition.identity.description)
    }
    /// This view (transitions are not rendered: the view appears and disappears at once; an
    /// identity transition still makes the view leave before a view replacing it appears, as in
    /// SwiftUI).
    ///
    /// - Parameter transition: How the view would enter and leave (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    @_disfavoredOverload
    public func transition<T: Transition>(_ transition: T) -> some View {
        TransitionedView(content: self, isIdentity: transition is IdentityTransition)
    }
    /// This view, with `transition` for its changing content (content transitions are not
    /// rendered: new content shows at once).
    ///
    /// - Parameter transition: How changed content would replace the old.
    /// - Returns: This view, with ``EnvironmentValues/contentTransition`` set.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
    /// This view (geometry is not matched in text output: the view shows where it is).
    ///
    /// - Parameters:
    ///   - id: The identifier of the views whose geometry is matched.
    ///   - namespace: The namespace the identifier is in.
    ///   - properties: Which parts of the geometry are matched (the frame by default).
    ///   - anchor: The point of the view that is matched (the center by default).
    ///   - isSource: Whether this view gives the geometry (true by default).
    /// - Returns: This view, rendered unchanged.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View { self }
    /// This view (geometry groups are not rendered).
    ///
    /// - Returns: This view, rendered unchanged.
    public func geometryGroup() -> some View { self }
}

/// Which parts of a view's geometry `matchedGeometryEffect` matches (not rendered).
public struct MatchedGeometryProperties: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt32

    /// Properties from their raw value.
    ///
    /// - Parameter rawValue: The bits: 1 position, 2 size.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The view's position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// The view's frame: position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How changed content replaces the old (not rendered).
public struct ContentTransition: Sendable, Hashable {
    let name: String

    /// The new content shows at once.
    public static let identity = ContentTransition(name: "identity")
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(name: "opacity")
    /// The content's shapes morph into each other.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Digits roll to their new values.
    public static let numericText = ContentTransition(name: "numericText")

    /// Digits roll up or down to their new values.
    ///
    /// - Parameter countsDown: Whether the digits roll down.
    /// - Returns: The transition.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText(countsDown)" : "numericText")
    }

    /// Digits roll toward a new value, the direction following the value's change.
    ///
    /// - Parameter value: The value shown.
    /// - Returns: The transition.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}
