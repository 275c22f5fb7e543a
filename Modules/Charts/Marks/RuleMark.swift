import Foundation
import TextUI

/// A straight line across the plot at a value (a goal, an average), or a segment.
///
/// ```swift
/// import TextUI
///
/// let goal = Chart {
///     BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_200))
///     RuleMark(y: .value("Goal", 10_000))
/// }
/// ```
public struct RuleMark: ChartContent, SingleMark {
    public typealias Body = Never
    let mark: PlottedMark

    /// A vertical rule at a value on x.
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - yStart: A fixed start in points; not drawn in text.
    ///   - yEnd: A fixed end in points; not drawn in text.
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
    ) {
        var mark = PlottedMark(kind: .rule)
        mark.x = x.channel
        self.mark = mark
    }

    /// A horizontal rule at a value on y.
    ///
    /// - Parameters:
    ///   - xStart: A fixed start in points; not drawn in text.
    ///   - xEnd: A fixed end in points; not drawn in text.
    ///   - y: The value on y.
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>
    ) {
        var mark = PlottedMark(kind: .rule)
        mark.y = y.channel
        self.mark = mark
    }

    /// A vertical segment at a value on x, between two values on y.
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - yStart: Where the segment starts on y.
    ///   - yEnd: Where the segment ends on y.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        var mark = PlottedMark(kind: .rule)
        mark.x = x.channel
        mark.yStart = yStart.channel
        mark.yEnd = yEnd.channel
        self.mark = mark
    }

    /// A horizontal segment at a value on y, between two values on x.
    ///
    /// - Parameters:
    ///   - xStart: Where the segment starts on x.
    ///   - xEnd: Where the segment ends on x.
    ///   - y: The value on y.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
    ) {
        var mark = PlottedMark(kind: .rule)
        mark.xStart = xStart.channel
        mark.xEnd = xEnd.channel
        mark.y = y.channel
        self.mark = mark
    }
}
