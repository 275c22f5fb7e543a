import Foundation

// Pointer hovering, help tags, scene padding and spoken input labels. Text output has no pointer
// and no tooltips: these modifiers return the view unchanged.
extension View {
    /// This view (help tags are not shown).
    ///
    /// - Parameter textKey: The help text.
    /// - Returns: This view, unchanged.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// This view (help tags are not shown).
    ///
    /// - Parameter text: The help text.
    /// - Returns: This view, unchanged.
    public func help(_ text: Text) -> some View { self }
    /// This view (help tags are not shown).
    ///
    /// - Parameter text: The help text.
    /// - Returns: This view, unchanged.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
    /// This view (there is no pointer to hover: `action` never runs).
    ///
    /// - Parameter action: Runs with true when the pointer enters the view, false when it leaves.
    /// - Returns: This view, unchanged.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    /// This view (there is no pointer to hover: `action` never runs).
    ///
    /// - Parameters:
    ///   - coordinateSpace: The space the pointer's location is given in (local by default).
    ///   - action: Runs with each hover phase.
    /// - Returns: This view, unchanged.
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View { self }
    /// This view (hover effects are not rendered).
    ///
    /// - Parameters:
    ///   - effect: The effect (automatic by default).
    ///   - isEnabled: Whether it is on (true by default).
    /// - Returns: This view, unchanged.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    /// This view (padding is not rendered).
    ///
    /// - Parameter edges: The edges to pad with the scene's padding (all by default).
    /// - Returns: This view, unchanged.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { self }
    /// This view (padding is not rendered).
    ///
    /// - Parameters:
    ///   - padding: The kind of padding.
    ///   - edges: The edges to pad (all by default).
    /// - Returns: This view, unchanged.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self }
    /// This view (spoken input labels are not used: the host finds controls by what they show and
    /// their accessibility label).
    ///
    /// - Parameter inputLabels: Other names for the control, for voice input.
    /// - Returns: This view, unchanged.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    /// This view (spoken input labels are not used).
    ///
    /// - Parameter inputLabelKeys: Other names for the control, for voice input.
    /// - Returns: This view, unchanged.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    /// This view (spoken input labels are not used).
    ///
    /// - Parameter inputLabels: Other names for the control, for voice input.
    /// - Returns: This view, unchanged.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
}

/// Where the pointer is over a view.
public enum HoverPhase: Sendable, Equatable {
    /// The pointer is over the view at a location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// How a view reacts to the pointer hovering (not rendered).
public struct HoverEffect: Sendable, Hashable {
    let name: String
    /// The system's choice.
    public static let automatic = HoverEffect(name: "automatic")
    /// The view lifts.
    public static let lift = HoverEffect(name: "lift")
    /// A highlight under the view.
    public static let highlight = HoverEffect(name: "highlight")
}

/// The padding a scene gives its content (not rendered).
public struct ScenePadding: Sendable, Hashable {
    let name: String
    /// The smallest padding that keeps content off the scene's edges.
    public static let minimum = ScenePadding(name: "minimum")
}
