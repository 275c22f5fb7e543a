import TextUI

// Axis titles made of views (`chartYAxisLabel(position: .trailing) { Text("km") }`): a `Text`
// titles the axis as a string title does; text charts write titles as text, so another view is
// not drawn.
extension View {
    /// Titles the x axis of the charts inside with a view (a `Text` is written after the axis).
    ///
    /// - Parameters:
    ///   - position: Where it sits; text writes it after the axis.
    ///   - alignment: How it aligns; not used in text.
    ///   - spacing: The gap to the axis; not used in text.
    ///   - content: The title.
    /// - Returns: The view, its charts' x axis titled.
    public func chartXAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some View {
        let title = (content() as? Text)?.string
        return configuringCharts { if let title { $0.xAxis.title = title } }
    }

    /// Titles the y axis of the charts inside with a view (a `Text` is written above the axis).
    ///
    /// - Parameters:
    ///   - position: Where it sits; text writes it above the axis.
    ///   - alignment: How it aligns; not used in text.
    ///   - spacing: The gap to the axis; not used in text.
    ///   - content: The title.
    /// - Returns: The view, its charts' y axis titled.
    public func chartYAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some View {
        let title = (content() as? Text)?.string
        return configuringCharts { if let title { $0.yAxis.title = title } }
    }
}
