import Foundation

// The timing curves: linear, ease, timing curves, and the default of each.
extension Animation {
    /// A linear animation of 0.35 seconds.
    public static var linear: Animation { linear(duration: 0.35) }
    /// An ease-in animation of 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// An ease-out animation of 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// An ease-in-out animation of 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// A linear animation.
    ///
    /// - Parameter duration: How long it lasts, in seconds.
    /// - Returns: The animation.
    public static func linear(duration: TimeInterval) -> Animation {
        Animation("linear(duration: \(duration))", duration: duration)
    }

    /// An animation that starts slowly.
    ///
    /// - Parameter duration: How long it lasts, in seconds.
    /// - Returns: The animation.
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation("easeIn(duration: \(duration))", duration: duration)
    }

    /// An animation that ends slowly.
    ///
    /// - Parameter duration: How long it lasts, in seconds.
    /// - Returns: The animation.
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation("easeOut(duration: \(duration))", duration: duration)
    }

    /// An animation that starts and ends slowly.
    ///
    /// - Parameter duration: How long it lasts, in seconds.
    /// - Returns: The animation.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation("easeInOut(duration: \(duration))", duration: duration)
    }

    /// An animation along a cubic Bézier timing curve.
    ///
    /// - Parameters:
    ///   - c0x: The first control point's x.
    ///   - c0y: The first control point's y.
    ///   - c1x: The second control point's x.
    ///   - c1y: The second control point's y.
    ///   - duration: How long it lasts, in seconds (0.35 by default).
    /// - Returns: The animation.
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        Animation("timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))", duration: duration)
    }

    /// An animation along a cubic Bézier timing curve given by two points.
    ///
    /// - Parameters:
    ///   - p1: The first control point.
    ///   - p2: The second control point.
    ///   - duration: How long it lasts, in seconds (0.35 by default).
    /// - Returns: The animation.
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y), duration: duration)
    }

    /// An animation along a timing curve.
    ///
    /// - Parameters:
    ///   - curve: The curve.
    ///   - duration: How long it lasts, in seconds.
    /// - Returns: The animation.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation("timingCurve(\(curve.name), duration: \(duration))", duration: duration)
    }
}
