import Foundation
import TextUI

/// A rectangle: a cell of a heat map, or a region between values.
///
/// ```swift
/// import TextUI
///
/// let busy = Chart {
///     RectangleMark(x: .value("Hour", "9"), y: .value("Day", "Mon"))
///     RectangleMark(x: .value("Hour", "10"), y: .value("Day", "Tue"))
/// }
/// ```
public struct RectangleMark: ChartContent, SingleMark {
    public typealias Body = Never
    let mark: PlottedMark

    /// A rectangle at x and y.
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - y: The value on y.
    ///   - width: The width; not drawn in text.
    ///   - height: The height; not drawn in text.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic
    ) {
        var mark = PlottedMark(kind: .rectangle)
        mark.x = x.channel
        mark.y = y.channel
        self.mark = mark
    }

    /// A rectangle between two values on x and two on y.
    ///
    /// - Parameters:
    ///   - xStart: Where it starts on x.
    ///   - xEnd: Where it ends on x.
    ///   - yStart: Where it starts on y.
    ///   - yEnd: Where it ends on y.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        var mark = PlottedMark(kind: .rectangle)
        mark.xStart = xStart.channel
        mark.xEnd = xEnd.channel
        mark.yStart = yStart.channel
        mark.yEnd = yEnd.channel
        self.mark = mark
    }

    /// A rectangle at a value on x, between two values on y.
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - yStart: Where it starts on y.
    ///   - yEnd: Where it ends on y.
    ///   - width: The width; not drawn in text.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        var mark = PlottedMark(kind: .rectangle)
        mark.x = x.channel
        mark.yStart = yStart.channel
        mark.yEnd = yEnd.channel
        self.mark = mark
    }

    /// A rectangle at a value on y, between two values on x.
    ///
    /// - Parameters:
    ///   - xStart: Where it starts on x.
    ///   - xEnd: Where it ends on x.
    ///   - y: The value on y.
    ///   - height: The height; not drawn in text.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        var mark = PlottedMark(kind: .rectangle)
        mark.xStart = xStart.channel
        mark.xEnd = xEnd.channel
        mark.y = y.channel
        self.mark = mark
    }
}
