// What a container draws around its content: its background (a widget's, a navigation
// column's) and the shape its nested views take their corners from. Text output draws neither:
// these modifiers return the view unchanged.

/// A container whose background `containerBackground(_:for:)` sets. SwiftUI gives none of its own
/// on iOS 17; WidgetKit adds `.widget`.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
}

extension View {
    /// This view (container backgrounds are not drawn).
    ///
    /// - Parameters:
    ///   - style: The style of the background.
    ///   - container: The container whose background it is.
    /// - Returns: This view, unchanged.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View
    {
        self
    }

    /// This view (container backgrounds are not drawn; `content` is not built).
    ///
    /// - Parameters:
    ///   - container: The container whose background it is.
    ///   - alignment: How the background is aligned (the center by default).
    ///   - content: The background's view.
    /// - Returns: This view, unchanged.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { self }

    /// This view (shapes are not drawn).
    ///
    /// - Parameter shape: The shape the views inside take their corners from.
    /// - Returns: This view, unchanged.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
}
