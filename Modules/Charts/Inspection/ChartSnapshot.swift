import Foundation

/// What a mounted chart plots, as a test reads it back: its marks' values, its series and its
/// text (``TextUI/ViewHost/chartData()`` returns one for each chart in the tree).
///
/// ```swift
/// import TextUI
///
/// let host = ViewHost(
///     Chart {
///         BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_200))
///         BarMark(x: .value("Day", "Tue"), y: .value("Steps", 4_100))
///     })
/// let steps = host.chartData().first?.marks(.bar).map(\.y)
/// // [.number(8200), .number(4100)]
/// ```
public struct ChartSnapshot: Equatable, Sendable {
    /// The marks, in the order the chart's content made them.
    public let marks: [ChartMarkSnapshot]
    /// The series the legend names, in its order (empty when no mark is in a series).
    public let series: [String]
    /// The axis titles: the labels of the values on x and y (nil when no mark plots one).
    public let xLabel: String?
    /// The label of the values on y.
    public let yLabel: String?
    /// The chart as drawn (the plot, its axes and legend, without annotations).
    public let text: String

    /// The marks of one kind.
    ///
    /// - Parameter kind: The kind.
    /// - Returns: The marks of that kind, in order.
    public func marks(_ kind: ChartMarkKind) -> [ChartMarkSnapshot] {
        marks.filter { $0.kind == kind }
    }
}

/// One mark's values.
public struct ChartMarkSnapshot: Equatable, Sendable {
    /// What kind of mark it is.
    public let kind: ChartMarkKind
    /// The value on x.
    public let x: ChartDataValue?
    /// The value on y.
    public let y: ChartDataValue?
    /// Where an interval starts on x.
    public let xStart: ChartDataValue?
    /// Where an interval ends on x.
    public let xEnd: ChartDataValue?
    /// Where an interval starts on y.
    public let yStart: ChartDataValue?
    /// Where an interval ends on y.
    public let yEnd: ChartDataValue?
    /// A sector's value.
    public let angle: ChartDataValue?
    /// The series (`foregroundStyle(by:)`, or a line's or area's `series:`).
    public let series: ChartDataValue?
    /// The group (`position(by:)`).
    public let position: ChartDataValue?
    /// The symbol's series (`symbol(by:)`).
    public let symbol: ChartDataValue?
}

/// The kinds of marks.
public enum ChartMarkKind: String, Sendable, Hashable, CaseIterable {
    /// ``BarMark``.
    case bar
    /// ``LineMark``.
    case line
    /// ``PointMark``.
    case point
    /// ``AreaMark``.
    case area
    /// ``RuleMark``.
    case rule
    /// ``RectangleMark``.
    case rectangle
    /// ``SectorMark``.
    case sector
}
