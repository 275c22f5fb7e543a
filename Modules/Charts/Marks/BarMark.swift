import Foundation
import TextUI

/// A bar: in a text chart, a row whose length is its value.
///
/// ```swift
/// import TextUI
///
/// let steps = Chart {
///     BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_200))
///     BarMark(x: .value("Day", "Tue"), y: .value("Steps", 4_100))
/// }
/// ```
public struct BarMark: ChartContent, SingleMark {
    public typealias Body = Never
    let mark: PlottedMark

    /// A bar for a value on x and y (the categorical or date one is the bar's category, the number its length).
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - y: The value on y.
    ///   - width: The bar's width; not drawn in text.
    ///   - height: The bar's height; not drawn in text.
    ///   - stacking: How bars of one category stack.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        var mark = PlottedMark(kind: .bar, x: x.channel, y: y.channel)
        // The default needs no box of extra channels.
        if stacking != .standard { mark.stacking = stacking }
        self.mark = mark
    }

    /// A bar spanning an interval on y, for a value on x.
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - yStart: Where the bar starts on y.
    ///   - yEnd: Where the bar ends on y.
    ///   - width: The bar's width; not drawn in text.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        var mark = PlottedMark(kind: .bar)
        mark.x = x.channel
        mark.yStart = yStart.channel
        mark.yEnd = yEnd.channel
        self.mark = mark
    }

    /// A bar spanning an interval on x, for a value on y.
    ///
    /// - Parameters:
    ///   - xStart: Where the bar starts on x.
    ///   - xEnd: Where the bar ends on x.
    ///   - y: The value on y.
    ///   - height: The bar's height; not drawn in text.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        var mark = PlottedMark(kind: .bar)
        mark.xStart = xStart.channel
        mark.xEnd = xEnd.channel
        mark.y = y.channel
        self.mark = mark
    }

    /// A bar for a value on x, across the plot's height (or between fixed positions).
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - yStart: A fixed start in points; not drawn in text.
    ///   - yEnd: A fixed end in points; not drawn in text.
    ///   - width: The bar's width; not drawn in text.
    ///   - stacking: How bars of one category stack.
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        var mark = PlottedMark(kind: .bar)
        mark.x = x.channel
        mark.stacking = stacking
        self.mark = mark
    }

    /// A bar for a value on y, across the plot's width (or between fixed positions).
    ///
    /// - Parameters:
    ///   - xStart: A fixed start in points; not drawn in text.
    ///   - xEnd: A fixed end in points; not drawn in text.
    ///   - y: The value on y.
    ///   - height: The bar's height; not drawn in text.
    ///   - stacking: How bars of one category stack.
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        var mark = PlottedMark(kind: .bar)
        mark.y = y.channel
        mark.stacking = stacking
        self.mark = mark
    }
}
