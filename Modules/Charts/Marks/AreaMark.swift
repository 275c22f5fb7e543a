import Foundation
import TextUI

/// A point of an area: a chart fills under a series' line on a character grid.
///
/// ```swift
/// import TextUI
///
/// let steps = Chart {
///     AreaMark(x: .value("Day", 1), y: .value("Steps", 4_000))
///     AreaMark(x: .value("Day", 2), y: .value("Steps", 9_000))
/// }
/// ```
public struct AreaMark: ChartContent, SingleMark {
    public typealias Body = Never
    let mark: PlottedMark

    /// A point of the area under x and y.
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - y: The value on y.
    ///   - stacking: How areas stack.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {
        var mark = PlottedMark(kind: .area, x: x.channel, y: y.channel)
        // The default needs no box of extra channels.
        if stacking != .standard { mark.stacking = stacking }
        self.mark = mark
    }

    /// A point of the area of a series.
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - y: The value on y.
    ///   - series: The series (one area each).
    ///   - stacking: How areas stack.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        var mark = PlottedMark(kind: .area)
        mark.x = x.channel
        mark.y = y.channel
        mark.series = series.channel
        mark.stacking = stacking
        self.mark = mark
    }

    /// A point of an area between two values on y.
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - yStart: The area's lower value.
    ///   - yEnd: The area's upper value.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        var mark = PlottedMark(kind: .area)
        mark.x = x.channel
        mark.yStart = yStart.channel
        mark.yEnd = yEnd.channel
        self.mark = mark
    }

    /// A point of an area between two values on x.
    ///
    /// - Parameters:
    ///   - xStart: The area's first value on x.
    ///   - xEnd: The area's last value on x.
    ///   - y: The value on y.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
    ) {
        var mark = PlottedMark(kind: .area)
        mark.xStart = xStart.channel
        mark.xEnd = xEnd.channel
        mark.y = y.channel
        self.mark = mark
    }
}
