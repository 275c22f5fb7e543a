import TextUI

extension View {
    /// Styles the x axis of the charts inside (`axis.opacity(0.5)`; text charts write their axes
    /// as they are, so the style changes nothing drawn).
    ///
    /// - Parameter content: Styles the axis.
    /// - Returns: The view.
    public func chartXAxisStyle<Content: View>(
        @ViewBuilder content: @escaping (ChartAxisContent) -> Content
    ) -> some View {
        configuringCharts { _ in }
    }

    /// Styles the y axis of the charts inside (not drawn in text).
    ///
    /// - Parameter content: Styles the axis.
    /// - Returns: The view.
    public func chartYAxisStyle<Content: View>(
        @ViewBuilder content: @escaping (ChartAxisContent) -> Content
    ) -> some View {
        configuringCharts { _ in }
    }
}

/// A chart's axis, as `chartXAxisStyle` and `chartYAxisStyle` style it.
public struct ChartAxisContent: View {
    /// The axis (drawn by the chart itself in text).
    public var body: some View { EmptyView() }
}
