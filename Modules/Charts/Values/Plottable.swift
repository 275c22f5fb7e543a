import Foundation

/// A type whose values a chart can plot: a number (quantitative data), a `String` (categories) or
/// a `Date` (temporal data), or a type that stands for one of them through its
/// ``primitivePlottable`` (an enum with a `String` raw value, say).
///
/// ```swift
/// enum Activity: String, Plottable {
///     case walk, run
/// }
/// ```
public protocol Plottable {
    /// The primitive type (number, string or date) this type is plotted as.
    associatedtype PrimitivePlottable: Plottable

    /// The value as the primitive type plots it.
    var primitivePlottable: PrimitivePlottable { get }

    /// A value from its primitive, or nil when the primitive stands for none.
    ///
    /// - Parameter primitivePlottable: The primitive value.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable
where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    /// The raw value's primitive.
    public var primitivePlottable: PrimitivePlottable { rawValue.primitivePlottable }

    /// The value whose raw value has this primitive.
    ///
    /// - Parameter primitivePlottable: The primitive value.
    public init?(primitivePlottable: PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

/// The types a chart plots directly: they know their ``ChartDataValue``.
protocol PrimitivePlottableValue {
    var chartDataValue: ChartDataValue { get }
}

extension Plottable {
    /// The value as a chart reads it: through the primitive types this one stands for.
    var chartDataValue: ChartDataValue {
        // The usual types first, each found by comparing types (a dynamic cast costs more, and
        // a chart reads every value it plots through here).
        if Self.self == Int.self { return .number(Double(unsafeBitCast(self, to: Int.self))) }
        if Self.self == Double.self { return .number(unsafeBitCast(self, to: Double.self)) }
        if Self.self == String.self { return .category(unsafeBitCast(self, to: String.self)) }
        if Self.self == Date.self { return .date(unsafeBitCast(self, to: Date.self)) }
        var value: any Plottable = self
        // A chain of stand-ins ends at a primitive; a type that stands for itself without being one
        // is shown as it describes itself.
        for _ in 0..<8 {
            if let primitive = value as? any PrimitivePlottableValue { return primitive.chartDataValue }
            let next = value.primitivePlottable as any Plottable
            if type(of: next) == type(of: value) { break }
            value = next
        }
        return .category(String(describing: value))
    }
}

/// A primitive plottable: it is its own primitive.
protocol SelfPlottable: Plottable where PrimitivePlottable == Self {}

extension SelfPlottable {
    /// The value itself.
    public var primitivePlottable: Self { self }

    /// The value itself.
    ///
    /// - Parameter primitivePlottable: The value.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

/// A number plotted as a quantity.
protocol NumericPlottable: SelfPlottable, PrimitivePlottableValue {
    var plottedNumber: Double { get }
}

extension NumericPlottable {
    var chartDataValue: ChartDataValue { .number(plottedNumber) }
}

extension NumericPlottable where Self: BinaryInteger {
    var plottedNumber: Double { Double(self) }
}

extension NumericPlottable where Self: BinaryFloatingPoint {
    var plottedNumber: Double { Double(self) }
}

extension Int: Plottable, NumericPlottable {}
extension Int8: Plottable, NumericPlottable {}
extension Int16: Plottable, NumericPlottable {}
extension Int32: Plottable, NumericPlottable {}
extension Int64: Plottable, NumericPlottable {}
extension UInt: Plottable, NumericPlottable {}
extension UInt8: Plottable, NumericPlottable {}
extension UInt16: Plottable, NumericPlottable {}
extension UInt32: Plottable, NumericPlottable {}
extension UInt64: Plottable, NumericPlottable {}
extension Float: Plottable, NumericPlottable {}
extension Double: Plottable, NumericPlottable {}

extension Decimal: Plottable, NumericPlottable {
    var plottedNumber: Double { (self as NSDecimalNumber).doubleValue }
}

extension String: Plottable, SelfPlottable, PrimitivePlottableValue {
    var chartDataValue: ChartDataValue { .category(self) }
}

extension Date: Plottable, SelfPlottable, PrimitivePlottableValue {
    var chartDataValue: ChartDataValue { .date(self) }
}
