import Foundation

extension ChartDataValue {
    /// The value as a plottable type: a number as any numeric type (rounded to an integer type),
    /// a category as a `String`, a date as a `Date`, and as a type that stands for one of them
    /// (a `String` enum) through its primitive. Nil when the value is of another kind, or no value
    /// of the type has this primitive.
    func plottable<P: Plottable>(as type: P.Type) -> P? {
        if let primitive = primitive(as: P.self) { return primitive }
        // A type that stands for a primitive: the primitive first (a chain of stand-ins ends at one).
        guard P.PrimitivePlottable.self != P.self, let primitive = plottable(as: P.PrimitivePlottable.self) else {
            return nil
        }
        return P(primitivePlottable: primitive)
    }

    /// The value as `P` when `P` is one of the primitive types themselves.
    private func primitive<P>(as type: P.Type) -> P? {
        switch self {
        case .category(let category): return category as? P
        case .date(let date): return date as? P
        case .number(let number):
            if let floating = P.self as? any BinaryFloatingPoint.Type { return Self.floating(number, floating) as? P }
            if let integer = P.self as? any BinaryInteger.Type { return Self.integer(number, integer) as? P }
            if P.self == Decimal.self { return Decimal(number) as? P }
            return nil
        }
    }

    private static func floating<F: BinaryFloatingPoint>(_ number: Double, _ type: F.Type) -> F { F(number) }

    private static func integer<I: BinaryInteger>(_ number: Double, _ type: I.Type) -> I? {
        I(exactly: number.rounded())
    }
}
