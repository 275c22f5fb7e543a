import Foundation
import TextUI

/// A point of a line: a chart joins a series' points in order on a character grid.
///
/// ```swift
/// import TextUI
///
/// let distance = Chart {
///     ForEach(0..<7) { day in
///         LineMark(x: .value("Day", day), y: .value("Km", Double(day % 3) * 1.5))
///     }
/// }
/// ```
public struct LineMark: ChartContent, SingleMark {
    public typealias Body = Never
    let mark: PlottedMark

    /// A point of the line through x and y.
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - y: The value on y.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>
    ) {
        mark = PlottedMark(kind: .line, x: x.channel, y: y.channel)
    }

    /// A point of the line of a series.
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - y: The value on y.
    ///   - series: The series (one line each).
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        var mark = PlottedMark(kind: .line)
        mark.x = x.channel
        mark.y = y.channel
        mark.series = series.channel
        self.mark = mark
    }
}
