import Foundation

/// A value animations can interpolate: it adds, subtracts and scales. `Double`, `Float`,
/// `CGFloat`, ``AnimatablePair`` and ``EmptyAnimatableData`` are such values.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    mutating func scale(by rhs: Double)

    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This value with every component multiplied by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    /// - Returns: The scaled value.
    public func scaled(by rhs: Double) -> Self {
        var value = self
        value.scale(by: rhs)
        return value
    }

    /// The value a fraction of the way from this one to `other`.
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - amount: The fraction, 0 for this value and 1 for `other`.
    /// - Returns: `self + (other - self) * amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }

    /// Moves this value a fraction of the way to `other`.
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - amount: The fraction, 0 for this value and 1 for `other`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = interpolated(towards: other, amount: amount)
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together, as one (`AnimatablePair(width, height)`).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of values.
    ///
    /// - Parameters:
    ///   - first: The first value.
    ///   - second: The second value.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of zeros.
    public static var zero: Self { Self(.zero, .zero) }

    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

    /// Scales both values by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// The animatable data of a value that has none to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The empty data.
    public init() {}

    /// The empty data.
    public static var zero: Self { Self() }

    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public static func += (lhs: inout Self, rhs: Self) {}
    public static func -= (lhs: inout Self, rhs: Self) {}

    /// Nothing to scale.
    ///
    /// - Parameter rhs: The factor; not used.
    public mutating func scale(by rhs: Double) {}

    /// Zero.
    public var magnitudeSquared: Double { 0 }
}
