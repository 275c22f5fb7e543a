import TextUI

extension View {
    /// Recognizes a gesture over the charts inside, made with a ``ChartProxy`` of the first
    /// chart's plot: its select methods write the selections `chartXSelection` and
    /// `chartYSelection` bind (`SpatialTapGesture().onEnded { proxy.selectXValue(at: $0.location.x) }`).
    /// The gesture is on a clear layer over the chart, whose locations are the chart's text's
    /// cells, as `chartOverlay`'s are.
    ///
    /// - Parameter gesture: Makes the gesture from the chart's proxy.
    /// - Returns: The view, its charts recognizing the gesture.
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View {
        chartProxyLayer(inFront: true, alignment: .center) { proxy in
            Rectangle().fill(.clear).contentShape(Rectangle()).gesture(gesture(proxy))
        }
    }
}
