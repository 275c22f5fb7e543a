import TextUI

extension ChartContent {
    /// Gives the marks a style per value: marks with the same value are one series, drawn alike
    /// and named in the legend.
    ///
    /// ```swift
    /// import TextUI
    ///
    /// let byActivity = Chart {
    ///     BarMark(x: .value("Day", "Mon"), y: .value("Steps", 5_000))
    ///         .foregroundStyle(by: .value("Activity", "Walking"))
    ///     BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3_000))
    ///         .foregroundStyle(by: .value("Activity", "Running"))
    /// }
    /// ```
    ///
    /// - Parameter value: The series value.
    /// - Returns: The marks, in their series.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified(.foregroundStyle(value.channel))
    }

    /// Places the marks side by side by a value (grouped bars rather than stacked ones).
    ///
    /// - Parameters:
    ///   - value: The value that groups the marks.
    ///   - axis: The axis along which they are placed; text bars group in rows whatever it is.
    ///   - span: The space the group takes; not drawn in text.
    /// - Returns: The marks, grouped.
    public func position<P: Plottable>(
        by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
    ) -> some ChartContent {
        modified(.position(value.channel))
    }

    /// Gives the marks a symbol per value: marks with the same value are one series.
    ///
    /// - Parameter value: The series value.
    /// - Returns: The marks, in their series.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified(.symbol(value.channel))
    }

    /// Gives the marks a line style per value: marks with the same value are one series (text
    /// draws each series with a character of its own, as it does a symbol's series).
    ///
    /// - Parameter value: The series value.
    /// - Returns: The marks, in their series.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified(.symbol(value.channel))
    }

    /// Attaches a view to each mark. A text chart lists the annotations under its plot, each after
    /// the mark it belongs to (`Mon 8200: Best day`).
    ///
    /// - Parameters:
    ///   - position: Where the view sits beside the mark.
    ///   - alignment: How the view aligns; not used in text.
    ///   - spacing: The gap to the mark; not used in text.
    ///   - content: The view.
    /// - Returns: The marks, annotated.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        modified(.annotation(MarkAnnotation(position: position, content: AnyView(content()))))
    }

    /// Attaches a view to each mark, with how it may overflow the plot (not used in text).
    ///
    /// - Parameters:
    ///   - position: Where the view sits beside the mark.
    ///   - alignment: How the view aligns; not used in text.
    ///   - spacing: The gap to the mark; not used in text.
    ///   - overflowResolution: What happens at the plot's edges; not used in text.
    ///   - content: The view.
    /// - Returns: The marks, annotated.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
    ) -> some ChartContent {
        modified(.annotation(MarkAnnotation(position: position, content: AnyView(content()))))
    }
}

/// What an annotation does at the plot's edges (text charts list annotations, so nothing).
public struct AnnotationOverflowResolution: Sendable, Equatable {
    /// How the annotation is kept in a boundary.
    public struct Strategy: Sendable, Equatable {
        let name: String
        /// The chart's choice.
        public static let automatic = Strategy(name: "automatic")
        /// Moved to fit.
        public static let fit = Strategy(name: "fit")
        /// Left as it is.
        public static let disabled = Strategy(name: "disabled")
        /// Moved to fit a boundary.
        ///
        /// - Parameter boundary: The boundary.
        /// - Returns: The strategy.
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { .fit }
        /// Padded inside a boundary.
        ///
        /// - Parameter boundary: The boundary.
        /// - Returns: The strategy.
        public static func padScale(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { .fit }
    }

    /// What an annotation is kept inside.
    public struct Boundary: Sendable, Equatable {
        let name: String
        /// The chart's choice.
        public static let automatic = Boundary(name: "automatic")
        /// The plot area.
        public static let plot = Boundary(name: "plot")
        /// The chart.
        public static let chart = Boundary(name: "chart")
    }

    /// The chart's choice on both axes.
    public static let automatic = AnnotationOverflowResolution()

    /// A resolution per axis.
    ///
    /// - Parameters:
    ///   - x: What happens across.
    ///   - y: What happens up and down.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
}
