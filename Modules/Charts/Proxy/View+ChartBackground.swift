import TextUI

extension View {
    /// Adds a view made from the chart inside, with a ``ChartProxy`` of its plot (of the first
    /// chart, when there are several), behind it: mounted, not shown, as text output does with
    /// backgrounds.
    ///
    /// - Parameters:
    ///   - alignment: Where the background is aligned (text output does not align layers).
    ///   - content: Makes the background from the chart's proxy.
    /// - Returns: The view with the background.
    public func chartBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View {
        chartProxyLayer(inFront: false, alignment: alignment, content: content)
    }
}
