extension View {
    /// Presents `content` as an inspector while `isPresented` is true: on a compact screen, as on an
    /// iPhone, SwiftUI shows it as a sheet, and text output shows it below this view under a
    /// `━━ Inspector ━━` line. `\.dismiss` inside it sets `isPresented` to false.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the inspector shows; dismissing it sets this to false.
    ///   - content: Builds the inspector's content.
    /// - Returns: A view that shows the inspector below this view while `isPresented` is true; only the
    ///   inspector can be operated meanwhile.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
        presentingSheet("Inspector", isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// This view (an inspector has no width in text output).
    ///
    /// - Parameter width: The inspector's width in points; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// This view (an inspector has no width in text output).
    ///
    /// - Parameters:
    ///   - min: The inspector's smallest width in points; accepted, no effect.
    ///   - ideal: The inspector's preferred width in points; accepted, no effect.
    ///   - max: The inspector's largest width in points; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
