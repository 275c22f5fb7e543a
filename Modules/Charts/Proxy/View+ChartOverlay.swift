import TextUI

extension View {
    /// Adds a view made from the chart inside, with a ``ChartProxy`` of its plot (of the first
    /// chart, when there are several), in front of it. Text output shows an overlay below its
    /// content; the proxy's positions are character cells of the chart's text.
    ///
    /// - Parameters:
    ///   - alignment: Where the overlay is aligned (text output does not align layers).
    ///   - content: Makes the overlay from the chart's proxy.
    /// - Returns: The view with the overlay.
    public func chartOverlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View {
        chartProxyLayer(inFront: true, alignment: alignment, content: content)
    }
}
