import TextUI

extension View {
    /// Shows or hides the x axis of the charts inside.
    ///
    /// - Parameter visibility: Whether the axis shows.
    /// - Returns: The view, its charts' x axis set.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        configuringCharts { $0.xAxis.visibility = visibility }
    }

    /// Sets the marks of the x axis of the charts inside (no marks: no axis).
    ///
    /// - Parameter content: The axis marks.
    /// - Returns: The view, its charts' x axis set.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let axis = Self.axisMarks(content())
        return configuringCharts { $0.xAxis.apply(axis) }
    }

    /// Shows or hides the y axis of the charts inside.
    ///
    /// - Parameter visibility: Whether the axis shows.
    /// - Returns: The view, its charts' y axis set.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        configuringCharts { $0.yAxis.visibility = visibility }
    }

    /// Sets the marks of the y axis of the charts inside (no marks: no axis).
    ///
    /// - Parameter content: The axis marks.
    /// - Returns: The view, its charts' y axis set.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let axis = Self.axisMarks(content())
        return configuringCharts { $0.yAxis.apply(axis) }
    }

    /// Titles the x axis of the charts inside.
    ///
    /// - Parameters:
    ///   - label: The title.
    ///   - position: Where it sits; text writes it after the axis.
    ///   - alignment: How it aligns; not used in text.
    ///   - spacing: The gap to the axis; not used in text.
    /// - Returns: The view, its charts' x axis titled.
    public func chartXAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> some View {
        let title = label.string
        return configuringCharts { $0.xAxis.title = title }
    }

    /// Titles the y axis of the charts inside.
    ///
    /// - Parameters:
    ///   - label: The title.
    ///   - position: Where it sits; text writes it above the axis.
    ///   - alignment: How it aligns; not used in text.
    ///   - spacing: The gap to the axis; not used in text.
    /// - Returns: The view, its charts' y axis titled.
    public func chartYAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> some View {
        let title = label.string
        return configuringCharts { $0.yAxis.title = title }
    }

    private static func axisMarks(_ content: some AxisContent) -> [AxisMarkValues] {
        var marks: [AxisMarkValues] = []
        content.collectAxisMarks(into: &marks)
        return marks
    }
}

extension AxisConfiguration {
    /// The axis as its marks set it: hidden without marks, labelled at the first marks' values.
    mutating func apply(_ marks: [AxisMarkValues]) {
        visibility = marks.isEmpty ? .hidden : .visible
        values = marks.first
    }
}
