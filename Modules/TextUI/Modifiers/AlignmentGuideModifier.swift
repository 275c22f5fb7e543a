extension View {
    /// This view (text output lines views up by its stacks; the closure is not called).
    ///
    /// - Parameters:
    ///   - guide: The horizontal guide to move; accepted, no effect.
    ///   - computeValue: Computes the guide's offset from the view's dimensions; not called.
    /// - Returns: This view, unchanged.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    { self }

    /// This view (text output lines views up by its stacks; the closure is not called).
    ///
    /// - Parameters:
    ///   - guide: The vertical guide to move; accepted, no effect.
    ///   - computeValue: Computes the guide's offset from the view's dimensions; not called.
    /// - Returns: This view, unchanged.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    { self }
}
