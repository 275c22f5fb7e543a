import Foundation

/// An angle, kept in radians: `.degrees(90)`, `Angle(radians: .pi)`, `angle * 2`. Text output
/// draws no rotations; angles compute as they do in SwiftUI (a path's arcs use them).
public struct Angle: Sendable, Hashable, Comparable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees (setting it sets ``radians``).
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// The zero angle.
    public init() {
        radians = 0
    }

    /// An angle in radians.
    ///
    /// - Parameter radians: The angle in radians; a full turn is `2 * .pi`.
    public init(radians: Double) {
        self.radians = radians
    }

    /// An angle in degrees.
    ///
    /// - Parameter degrees: The angle in degrees; a full turn is 360.
    public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    /// The zero angle.
    public static let zero = Angle()

    /// An angle in degrees.
    ///
    /// - Parameter degrees: The angle in degrees; a full turn is 360.
    /// - Returns: The angle, kept in radians (`degrees * .pi / 180`).
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// An angle in radians.
    ///
    /// - Parameter radians: The angle in radians; a full turn is `2 * .pi`.
    /// - Returns: The angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
    /// The angle as animations interpolate it: its radians times 128, as SwiftUI scales them
    /// (setting it sets ``radians`` to the value divided by 128).
    public var animatableData: Double {
        get { radians * 128 }
        set { radians = newValue / 128 }
    }
}

extension Angle: AdditiveArithmetic {
    /// The sum of two angles.
    ///
    /// - Parameters:
    ///   - lhs: The first angle.
    ///   - rhs: The angle to add.
    /// - Returns: An angle of both angles' radians added.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    ///
    /// - Parameters:
    ///   - lhs: The angle to subtract from.
    ///   - rhs: The angle to subtract.
    /// - Returns: An angle of `lhs`'s radians less `rhs`'s.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// Adds `rhs` to `lhs`.
    ///
    /// - Parameters:
    ///   - lhs: The angle to change.
    ///   - rhs: The angle to add.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }

    /// Subtracts `rhs` from `lhs`.
    ///
    /// - Parameters:
    ///   - lhs: The angle to change.
    ///   - rhs: The angle to subtract.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
}

extension Angle {
    /// The angle turned the other way.
    ///
    /// - Parameter angle: The angle to negate.
    /// - Returns: An angle of minus its radians.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    /// An angle scaled by a factor.
    ///
    /// - Parameters:
    ///   - lhs: The angle.
    ///   - rhs: The factor.
    /// - Returns: An angle of `lhs`'s radians times `rhs`.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// An angle scaled by a factor.
    ///
    /// - Parameters:
    ///   - lhs: The factor.
    ///   - rhs: The angle.
    /// - Returns: An angle of `rhs`'s radians times `lhs`.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }

    /// An angle divided by a divisor.
    ///
    /// - Parameters:
    ///   - lhs: The angle.
    ///   - rhs: The divisor.
    /// - Returns: An angle of `lhs`'s radians divided by `rhs`.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// Scales `lhs` by `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: The angle to change.
    ///   - rhs: The factor.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }

    /// Divides `lhs` by `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: The angle to change.
    ///   - rhs: The divisor.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}
