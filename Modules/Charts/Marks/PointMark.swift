import Foundation
import TextUI

/// A point: a character on the chart's grid.
///
/// ```swift
/// import TextUI
///
/// let sizes = Chart {
///     PointMark(x: .value("Weight", 61.5), y: .value("Height", 172))
///     PointMark(x: .value("Weight", 80), y: .value("Height", 185))
/// }
/// ```
public struct PointMark: ChartContent, SingleMark {
    public typealias Body = Never
    let mark: PlottedMark

    /// A point at x and y.
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - y: The value on y.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>
    ) {
        mark = PlottedMark(kind: .point, x: x.channel, y: y.channel)
    }

    /// A point at a value on x (and a fixed height).
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - y: A fixed position in points; not drawn in text.
    public init<X: Plottable>(
        x: PlottableValue<X>, y: CGFloat? = nil
    ) {
        var mark = PlottedMark(kind: .point)
        mark.x = x.channel
        self.mark = mark
    }

    /// A point at a value on y (and a fixed position across).
    ///
    /// - Parameters:
    ///   - x: A fixed position in points; not drawn in text.
    ///   - y: The value on y.
    public init<Y: Plottable>(
        x: CGFloat? = nil, y: PlottableValue<Y>
    ) {
        var mark = PlottedMark(kind: .point)
        mark.y = y.channel
        self.mark = mark
    }
}
