import Foundation

/// A value a chart plots, as a test reads it back: a number, a category or a date.
public enum ChartDataValue: Hashable, Sendable, CustomStringConvertible {
    /// A quantity (every integer and floating-point type).
    case number(Double)
    /// A category (`String`, and types that stand for a string such as a `String` enum).
    case category(String)
    /// A point in time.
    case date(Date)

    /// The number, when the value is one.
    public var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The category, when the value is one.
    public var category: String? {
        if case .category(let category) = self { return category }
        return nil
    }

    /// The date, when the value is one.
    public var date: Date? {
        if case .date(let date) = self { return date }
        return nil
    }

    /// The value as written in a chart's text: a number without needless decimals, a category as
    /// it is, a date in ISO 8601 (UTC).
    public var description: String {
        switch self {
        case .number(let number): ChartNumberFormat.text(number)
        case .category(let category): category
        case .date(let date): date.formatted(.iso8601)
        }
    }

    /// Where the value sits on a continuous scale (dates by their seconds); nil for a category.
    var position: Double? {
        switch self {
        case .number(let number): number
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }
}
