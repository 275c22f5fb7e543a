import Foundation
import TextUI

/// A labelled value a mark plots on one of its channels (x, y, angle, a series).
///
/// ```swift
/// import TextUI
///
/// let monday = Chart {
///     BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_200))
/// }
/// ```
public struct PlottableValue<Value: Plottable> {
    /// The label (the axis title, the legend's title) and the value as a chart reads it, made
    /// when the value is. Its layout does not depend on `Value`, so the generic code a mark's
    /// initializer is passes it along without looking up `PlottableValue<Value>`'s metadata
    /// (a chart of 10,000 points would look it up tens of thousands of times).
    let channel: PlotChannel

    init(label: String, value: Value) {
        channel = PlotChannel(label: label, value: value.chartDataValue)
    }

    /// A value with a label.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The value.
    /// - Returns: The labelled value.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.string, value: value)
    }

    /// A value with a label given as text.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The value.
    /// - Returns: The labelled value.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.string, value: value)
    }

    /// A value with a label given as a string.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The value.
    /// - Returns: The labelled value.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        // A `String` as it is (the usual label), found by comparing types rather than converting.
        PlottableValue(
            label: S.self == String.self ? unsafeBitCast(label, to: String.self) : String(label), value: value)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned to a calendar unit: it is plotted as the start of its day, week, month…
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The date.
    ///   - unit: The unit the date is binned to.
    ///   - calendar: The calendar that says where units start.
    /// - Returns: The labelled date.
    public static func value(
        _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        PlottableValue(label: label.string, value: binned(value, unit, calendar))
    }

    /// A date binned to a calendar unit, with a label given as text.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The date.
    ///   - unit: The unit the date is binned to.
    ///   - calendar: The calendar that says where units start.
    /// - Returns: The labelled date.
    public static func value(
        _ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        PlottableValue(label: label.string, value: binned(value, unit, calendar))
    }

    /// A date binned to a calendar unit, with a label given as a string.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The date.
    ///   - unit: The unit the date is binned to.
    ///   - calendar: The calendar that says where units start.
    /// - Returns: The labelled date.
    public static func value<S: StringProtocol>(
        _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        PlottableValue(label: String(label), value: binned(value, unit, calendar))
    }

    private static func binned(_ date: Date, _ unit: Calendar.Component, _ calendar: Calendar) -> Date {
        calendar.dateInterval(of: unit, for: date)?.start ?? date
    }
}

/// One channel of a mark: its label and value.
struct PlotChannel: Hashable {
    let label: String
    let value: ChartDataValue
}
