import Foundation
import TextUI

/// The marks of an axis at a set of values: in a text chart, the values labelled along the axis.
///
/// ```swift
/// import TextUI
///
/// let steps = Chart {
///     BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_200))
/// }
/// .chartYAxis {
///     AxisMarks(values: [0, 5_000, 10_000])
/// }
/// ```
public struct AxisMarks<Content: AxisContent>: AxisContent, PrimitiveAxisContent {
    public typealias Body = Never
    let values: AxisMarkValues

    /// Marks with the usual grid lines, ticks and labels.
    ///
    /// - Parameters:
    ///   - preset: The look of the marks; not used in text.
    ///   - position: Which side of the plot; text draws the y axis on the left, x below.
    ///   - values: Where the marks are.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic
    ) where Content == AxisContentGroup {
        self.values = values
    }

    /// Marks made of the parts `content` gives for each value (text labels the values whatever
    /// parts they have).
    ///
    /// - Parameters:
    ///   - preset: The look of the marks; not used in text.
    ///   - position: Which side of the plot; text draws the y axis on the left, x below.
    ///   - values: Where the marks are.
    ///   - content: The parts for a value.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisContentBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.values = values
    }

    /// Marks at the given values.
    ///
    /// - Parameters:
    ///   - preset: The look of the marks; not used in text.
    ///   - position: Which side of the plot; text draws the y axis on the left, x below.
    ///   - values: The values.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value]
    ) where Content == AxisContentGroup {
        self.values = AxisMarkValues(kind: .explicit(values.map(\.chartDataValue)))
    }

    /// Marks at the given values, made of the parts `content` gives for each.
    ///
    /// - Parameters:
    ///   - preset: The look of the marks; not used in text.
    ///   - position: Which side of the plot; text draws the y axis on the left, x below.
    ///   - values: The values.
    ///   - content: The parts for a value.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisContentBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.values = AxisMarkValues(kind: .explicit(values.map(\.chartDataValue)))
    }

    func appendAxisMarks(to marks: inout [AxisMarkValues]) { marks.append(values) }
}

/// Where an axis's marks are.
public struct AxisMarkValues: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case automatic(desiredCount: Int?)
        case explicit([ChartDataValue])
        case stride(Double)
        case calendarStride(Calendar.Component, count: Int)
    }
    let kind: Kind

    /// The chart's choice.
    public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil))

    /// About `desiredCount` values, chosen by the chart.
    ///
    /// - Parameters:
    ///   - desiredCount: How many values.
    ///   - roundLowerBound: Whether the first value is rounded; not used in text.
    ///   - roundUpperBound: Whether the last value is rounded; not used in text.
    /// - Returns: The values.
    public static func automatic(
        desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }

    /// Values every `stepSize` (numbers).
    ///
    /// - Parameter stepSize: The step.
    /// - Returns: The values.
    public static func stride(by stepSize: Double) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(stepSize))
    }

    /// Values every `count` calendar units (dates).
    ///
    /// - Parameters:
    ///   - component: The unit.
    ///   - count: How many units apart.
    ///   - roundLowerBound: Whether the first value is rounded; not used in text.
    ///   - roundUpperBound: Whether the last value is rounded; not used in text.
    ///   - calendar: The calendar; the environment's is used.
    /// - Returns: The values.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
        roundUpperBound: Bool? = nil, calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .calendarStride(component, count: max(count, 1)))
    }

    /// The given values.
    ///
    /// - Parameter values: The values.
    /// - Returns: The values.
    public static func values<Value: Plottable>(_ values: [Value]) -> AxisMarkValues {
        AxisMarkValues(kind: .explicit(values.map(\.chartDataValue)))
    }
}

/// The look of an axis's marks (not used in text).
public struct AxisMarkPreset: Sendable, Equatable {
    let name: String
    /// The chart's choice.
    public static let automatic = AxisMarkPreset(name: "automatic")
    /// Labels beside the plot.
    public static let extended = AxisMarkPreset(name: "extended")
    /// Labels inside the plot.
    public static let aligned = AxisMarkPreset(name: "aligned")
    /// Labels inset into the plot.
    public static let inset = AxisMarkPreset(name: "inset")
}

/// Which side of the plot an axis is on (text draws y on the left, x below).
public struct AxisMarkPosition: Sendable, Equatable {
    let name: String
    /// The chart's choice.
    public static let automatic = AxisMarkPosition(name: "automatic")
    /// Before the plot.
    public static let leading = AxisMarkPosition(name: "leading")
    /// After the plot.
    public static let trailing = AxisMarkPosition(name: "trailing")
    /// Above the plot.
    public static let top = AxisMarkPosition(name: "top")
    /// Below the plot.
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// A value an axis mark is at, as an ``AxisMarks`` content closure receives it.
public struct AxisValue {
    let value: ChartDataValue
    /// The mark's position among the axis's marks.
    public let index: Int
    /// How many marks the axis has.
    public let count: Int

    /// The value as a plottable type, when it is one.
    ///
    /// - Parameter type: The type.
    /// - Returns: The value, or nil when it is of another kind.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        let primitive: Any? =
            switch value {
            case .number(let number): number
            case .category(let category): category
            case .date(let date): date
            }
        if let direct = primitive as? P { return direct }
        if case .number(let number) = value, let integer = Int(exactly: number) as? P { return integer }
        return nil
    }
}
