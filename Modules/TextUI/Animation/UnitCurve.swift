import Foundation

/// A timing curve from 0 to 1: how far an animation has come (``value(at:)``) and how fast it
/// moves (``velocity(at:)``) at each moment, as SwiftUI computes them. Text output draws no
/// movement, so animations do not use it to draw.
public struct UnitCurve: Sendable, Hashable {
    /// The curve's shape.
    enum Function: Sendable, Hashable {
        case linear, circularEaseIn, circularEaseOut, circularEaseInOut
        /// A cubic Bézier curve from (0, 0) to (1, 1) through two control points.
        case bezier(start: UnitPoint, end: UnitPoint)
    }

    let function: Function

    /// A straight line.
    public static let linear = UnitCurve(function: .linear)
    /// A curve that starts slowly: the Bézier curve through (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// A curve that ends slowly: the Bézier curve through (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A curve that starts and ends slowly: the Bézier curve through (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle that starts slowly: `1 - sqrt(1 - x²)`.
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)
    /// A quarter circle that ends slowly: `sqrt(1 - (1 - x)²)`.
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)
    /// Two quarter circles: slow at both ends, steepest in the middle.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

    /// A cubic Bézier curve from (0, 0) to (1, 1) through two control points.
    ///
    /// - Parameters:
    ///   - startControlPoint: The first control point (its x is taken within 0...1).
    ///   - endControlPoint: The second control point (its x is taken within 0...1).
    /// - Returns: The curve.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(function: .bezier(start: startControlPoint, end: endControlPoint))
    }

    /// The curve's output (y) at a point of its input (x).
    ///
    /// - Parameter progress: The input, taken within 0...1.
    /// - Returns: The output: 0 at 0 and 1 at 1.
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch function {
        case .linear: return x
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5
                ? (1 - (1 - 4 * x * x).squareRoot()) / 2
                : (1 + (1 - (2 * x - 2) * (2 * x - 2)).squareRoot()) / 2
        case .bezier(let start, let end):
            // As SwiftUI does, the output is computed with both control points within the unit square.
            return CubicBezier(start: start.clamped(y: true), end: end.clamped(y: true)).y(atX: x)
        }
    }

    /// The curve's slope (dy/dx) at a point of its input.
    ///
    /// - Parameter progress: The input, taken within 0...1.
    /// - Returns: The rate of change of the output; infinite where the curve is vertical.
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch function {
        case .linear: return 1
        case .circularEaseIn: return abs(x / (1 - x * x).squareRoot())
        case .circularEaseOut: return abs((1 - x) / (1 - (1 - x) * (1 - x)).squareRoot())
        case .circularEaseInOut:
            return x < 0.5
                ? abs(2 * x / (1 - 4 * x * x).squareRoot())
                : abs((2 - 2 * x) / (1 - (2 * x - 2) * (2 * x - 2)).squareRoot())
        case .bezier(let start, let end):
            return CubicBezier(start: start.clamped(y: false), end: end.clamped(y: false)).slope(atX: x)
        }
    }

    /// The curve mirrored across the diagonal: its output becomes the input (`circularEaseIn`'s
    /// inverse is `circularEaseOut`; a Bézier curve's swaps its control points' x and y).
    public var inverse: UnitCurve {
        switch function {
        case .linear: .linear
        case .circularEaseIn: .circularEaseOut
        case .circularEaseOut: .circularEaseIn
        case .circularEaseInOut: .circularEaseInOut
        case .bezier(let start, let end):
            .bezier(
                startControlPoint: UnitPoint(x: start.y, y: start.x), endControlPoint: UnitPoint(x: end.y, y: end.x))
        }
    }

    /// The curve's name as written (`easeIn`, `bezier(0.1, 0.2, 0.3, 0.4)`), for descriptions.
    var name: String {
        switch self {
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        default: break
        }
        switch function {
        case .linear: return "linear"
        case .circularEaseIn: return "circularEaseIn"
        case .circularEaseOut: return "circularEaseOut"
        case .circularEaseInOut: return "circularEaseInOut"
        case .bezier(let start, let end): return "bezier(\(start.x), \(start.y), \(end.x), \(end.y))"
        }
    }
}

extension UnitPoint {
    /// The point with its x (and, if asked, its y) taken within 0...1.
    fileprivate func clamped(y clampsY: Bool) -> UnitPoint {
        UnitPoint(x: min(max(x, 0), 1), y: clampsY ? min(max(y, 0), 1) : y)
    }
}

/// A cubic Bézier curve from (0, 0) to (1, 1), in polynomial form: each coordinate is
/// `((a * t + b) * t + c) * t` of the curve's parameter `t`.
private struct CubicBezier {
    let ax, bx, cx, ay, by, cy: Double

    init(start: UnitPoint, end: UnitPoint) {
        cx = 3 * Double(start.x)
        bx = 3 * Double(end.x - start.x) - cx
        ax = 1 - cx - bx
        cy = 3 * Double(start.y)
        by = 3 * Double(end.y - start.y) - cy
        ay = 1 - cy - by
    }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    func y(atX x: Double) -> Double { y(parameter(forX: x)) }

    /// dy/dx at `x`: 1 where both derivatives vanish, infinite where only dx does.
    func slope(atX x: Double) -> Double {
        let t = parameter(forX: x)
        let (dx, dy) = (dx(t), dy(t))
        if dx == dy { return 1 }
        if dx == 0 { return dy < 0 ? -.infinity : .infinity }
        return dy / dx
    }

    /// The parameter where the curve's x is `x` (x rises from 0 to 1 when the control points'
    /// x are within 0...1): Newton's method, then bisection when it stalls.
    func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            if abs(error) < tolerance { return t }
            let slope = dx(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        var (low, high) = (0.0, 1.0)
        t = x
        for _ in 0..<64 {
            let value = self.x(t)
            if abs(value - x) < tolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
