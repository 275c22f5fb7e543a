import Foundation
import TextUI

/// A sector of a pie or donut: in a text chart, a row with its share of the whole.
///
/// ```swift
/// import TextUI
///
/// let shares = Chart {
///     SectorMark(angle: .value("Steps", 6_000), innerRadius: .ratio(0.6))
///         .foregroundStyle(by: .value("Activity", "Walking"))
///     SectorMark(angle: .value("Steps", 4_000), innerRadius: .ratio(0.6))
///         .foregroundStyle(by: .value("Activity", "Running"))
/// }
/// ```
public struct SectorMark: ChartContent, SingleMark {
    public typealias Body = Never
    let mark: PlottedMark

    /// A sector whose angle is its value's share of all the sectors' values.
    ///
    /// - Parameters:
    ///   - angle: The value (its share of the total is the sector's angle).
    ///   - innerRadius: The hole of a donut; not drawn in text.
    ///   - outerRadius: The radius; not drawn in text.
    ///   - angularInset: The gap between sectors; not drawn in text.
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        var mark = PlottedMark(kind: .sector)
        mark.angle = angle.channel
        self.mark = mark
    }
}
