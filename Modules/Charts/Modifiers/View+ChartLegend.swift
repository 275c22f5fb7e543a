import TextUI

extension View {
    /// Shows or hides the legend of the charts inside.
    ///
    /// - Parameter visibility: Whether the legend shows (automatic: when marks are in series).
    /// - Returns: The view, its charts' legend set.
    public func chartLegend(_ visibility: Visibility) -> some View {
        configuringCharts { $0.legend = visibility }
    }

    /// Places the legend of the charts inside.
    ///
    /// - Parameters:
    ///   - position: Where it sits: text writes it above the plot for the top positions, below otherwise.
    ///   - alignment: How it aligns; not used in text.
    ///   - spacing: The gap to the plot; not used in text.
    /// - Returns: The view, its charts' legend placed.
    public func chartLegend(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        let onTop = [.top, .topLeading, .topTrailing].contains(position)
        return configuringCharts { $0.legendOnTop = onTop }
    }

    /// Replaces the legend of the charts inside with a view (text keeps its own legend and shows the view under it).
    ///
    /// - Parameters:
    ///   - position: Where it sits.
    ///   - alignment: How it aligns; not used in text.
    ///   - spacing: The gap to the plot; not used in text.
    ///   - content: The legend's view.
    /// - Returns: The view, its charts' legend placed.
    public func chartLegend<Content: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        chartLegend(position: position, alignment: alignment, spacing: spacing)
    }

    /// Gives the series of the charts inside their styles, in order: the legend lists them in this
    /// order (styles are not drawn in text).
    ///
    /// ```swift
    /// import TextUI
    ///
    /// let chart = Chart {
    ///     BarMark(x: .value("Day", "Mon"), y: .value("Km", 2)).foregroundStyle(by: .value("Activity", "Walk"))
    ///     BarMark(x: .value("Day", "Mon"), y: .value("Km", 3)).foregroundStyle(by: .value("Activity", "Run"))
    /// }
    /// .chartForegroundStyleScale(["Run": Color.orange, "Walk": Color.green])
    /// ```
    ///
    /// - Parameter mapping: Each series value and its style.
    /// - Returns: The view, its charts' series ordered.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        _ mapping: KeyValuePairs<DataValue, S>
    ) -> some View {
        let order = mapping.map(\.key.chartDataValue)
        return configuringCharts { $0.seriesOrder = order }
    }

    /// Gives the series of the charts inside styles from a domain and a range: the legend lists the
    /// domain's values in order (styles are not drawn in text).
    ///
    /// - Parameters:
    ///   - domain: The series values.
    ///   - range: Their styles.
    ///   - type: How values are mapped; not used in text.
    /// - Returns: The view, its charts' series ordered.
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View where Range.VisualValue: ShapeStyle {
        chartForegroundStyleScale(domain: domain, type: type)
    }

    /// Orders the series of the charts inside by a domain.
    ///
    /// - Parameters:
    ///   - domain: The series values, in order.
    ///   - type: How values are mapped; not used in text.
    /// - Returns: The view, its charts' series ordered.
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let order: [ChartDataValue] = if case .categories(let values) = domain.spec { values } else { [] }
        return configuringCharts { $0.seriesOrder = order }
    }

    /// Gives the series of the charts inside styles from a range: an array of styles, or a
    /// `Gradient` the values take colours along (not drawn in text).
    ///
    /// - Parameters:
    ///   - range: The styles.
    ///   - type: How values are mapped; not used in text.
    /// - Returns: The view.
    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View
    where Range.VisualValue: ShapeStyle {
        configuringCharts { _ in }
    }

    /// Gives each series value of a domain a style from a function: the legend lists the domain's
    /// values in order (styles are not drawn in text).
    ///
    /// - Parameters:
    ///   - domain: The series values, in order.
    ///   - mapping: The style of a series value.
    /// - Returns: The view, its charts' series ordered.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(
        domain: Domain, mapping: @escaping (Domain.Element) -> S
    ) -> some View where Domain.Element: Plottable {
        let order = domain.map(\.chartDataValue)
        return configuringCharts { $0.seriesOrder = order }
    }

    /// Gives each series of the charts inside a style from a function (not drawn in text).
    ///
    /// - Parameter mapping: The style of a series value.
    /// - Returns: The view.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        mapping: @escaping (DataValue) -> S
    ) -> some View {
        configuringCharts { _ in }
    }

    /// Styles the plot area of the charts inside (not drawn in text).
    ///
    /// - Parameter content: Styles the plot.
    /// - Returns: The view.
    public func chartPlotStyle<Content: View>(content: @escaping (ChartPlotContent) -> Content) -> some View {
        configuringCharts { _ in }
    }

    /// Sets how many characters the plots of the charts inside take: a text chart's own size
    /// (Apple's charts take the size their frame gives them).
    ///
    /// - Parameters:
    ///   - columns: The plot's width in characters (bars at most this long), at least 2.
    ///   - rows: The height of line and point charts in lines, at least 2.
    /// - Returns: The view, its charts sized.
    public func chartTextPlotSize(columns: Int, rows: Int = 10) -> some View {
        configuringCharts {
            $0.columns = max(columns, 2)
            $0.rows = max(rows, 2)
        }
    }
}

/// The plot area `chartPlotStyle` styles.
public struct ChartPlotContent: View {
    /// The plot area (drawn by the chart itself in text).
    public var body: some View { EmptyView() }
}
