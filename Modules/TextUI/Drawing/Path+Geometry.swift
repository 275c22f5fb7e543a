import Foundation

// What a path covers: its bounds, which points are inside, and pieces of its outline.
extension Path {
    /// The smallest rectangle holding the path as drawn (curves' extremes, not their control
    /// points), or `.null` for an empty path.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                (start, current) = (point, point)
                points.append(point)
            case .line(let point):
                points.append(point)
                current = point
            case .quadCurve(let point, let control):
                points += PathCurve.quadratic(current, control, point).extremes + [point]
                current = point
            case .curve(let point, let control1, let control2):
                points += PathCurve.cubic(current, control1, control2, point).extremes + [point]
                current = point
            case .closeSubpath: current = start
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when `p` is inside the path, each subpath closed: by the non-zero winding rule, or
    /// the even-odd rule.
    ///
    /// - Parameters:
    ///   - p: The point to test.
    ///   - eoFill: True for the even-odd rule (a point is inside when a ray from it crosses the
    ///     outline an odd number of times).
    /// - Returns: Whether the point is inside (curves are measured as fine polylines).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in polylines() where polygon.count > 1 {
            for (index, from) in polygon.enumerated() {
                let to = polygon[(index + 1) % polygon.count]
                let crossing = (to.x - from.x) * (p.y - from.y) - (p.x - from.x) * (to.y - from.y)
                if from.y <= p.y, to.y > p.y, crossing > 0 { winding += 1 }
                if from.y > p.y, to.y <= p.y, crossing < 0 { winding -= 1 }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The part of the outline between two fractions of its length, as lines along it (curves
    /// are followed as fine polylines).
    ///
    /// - Parameters:
    ///   - from: Where the part starts, from 0 (the path's start) to 1 (its end).
    ///   - to: Where the part ends, from 0 to 1.
    /// - Returns: The part, or an empty path when `to` is not after `from`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let (from, to) = (max(0, min(1, from)), max(0, min(1, to)))
        let runs = polylines(closing: true)
        let total = runs.reduce(0) { $0 + PathCurve.length(of: $1) }
        guard to > from, total > 0 else { return Path() }
        let (startLength, endLength) = (total * from, total * to)
        var trimmed = Path()
        var walked: CGFloat = 0
        for run in runs {
            var needsMove = true
            for (from, to) in zip(run, run.dropFirst()) {
                let length = hypot(to.x - from.x, to.y - from.y)
                defer { walked += length }
                let (first, last) = (max(startLength, walked), min(endLength, walked + length))
                guard last > first else { continue }
                let point = { (distance: CGFloat) -> CGPoint in
                    let t = length == 0 ? 0 : (distance - walked) / length
                    return CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                }
                if needsMove {
                    trimmed.move(to: point(first))
                    needsMove = false
                }
                trimmed.addLine(to: point(last))
            }
        }
        return trimmed
    }

    /// The area a stroke of this path covers, as one rectangle along each straight piece of the
    /// outline (curves followed as fine polylines; caps and joins are not added).
    ///
    /// - Parameter style: The stroke; its line width is used.
    /// - Returns: The stroke's outline, to fill with the non-zero rule.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        var outline = Path()
        for run in polylines(closing: true) {
            for (from, to) in zip(run, run.dropFirst()) {
                let length = hypot(to.x - from.x, to.y - from.y)
                guard length > 0 else { continue }
                let (nx, ny) = (-(to.y - from.y) / length * half, (to.x - from.x) / length * half)
                outline.addLines([
                    CGPoint(x: from.x + nx, y: from.y + ny), CGPoint(x: to.x + nx, y: to.y + ny),
                    CGPoint(x: to.x - nx, y: to.y - ny), CGPoint(x: from.x - nx, y: from.y - ny),
                ])
                outline.closeSubpath()
            }
        }
        return outline
    }

    /// Each subpath as points along it, curves split into short lines; with `closing`, a closed
    /// subpath ends with its first point again.
    func polylines(closing: Bool = false) -> [[CGPoint]] {
        var runs: [[CGPoint]] = []
        var run: [CGPoint] = []
        func finish() {
            if !run.isEmpty { runs.append(run) }
            run = []
        }
        for element in elements {
            let current = run.last ?? .zero
            switch element {
            case .move(let point):
                finish()
                run = [point]
            case .line(let point): run.append(point)
            case .quadCurve(let point, let control):
                run += PathCurve.quadratic(current, control, point).points
            case .curve(let point, let control1, let control2):
                run += PathCurve.cubic(current, control1, control2, point).points
            case .closeSubpath:
                if closing, let first = run.first { run.append(first) }
                finish()
            }
        }
        finish()
        return runs
    }
}

/// A quadratic or cubic Bézier curve, for measuring a path.
enum PathCurve {
    case quadratic(CGPoint, CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    /// How many lines a curve becomes when measured.
    static let pieces = 32

    /// The points along the curve after its start, at even steps of its parameter.
    var points: [CGPoint] {
        (1...Self.pieces).map { point(at: CGFloat($0) / CGFloat(Self.pieces)) }
    }

    /// The curve's points where x or y is at an extreme inside the curve.
    var extremes: [CGPoint] {
        roots.filter { $0 > 0 && $0 < 1 }.map(point(at:))
    }

    /// The curve's point at parameter `t`, from 0 to 1.
    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch self {
        case .quadratic(let p0, let p1, let p2):
            return CGPoint(
                x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
        case .cubic(let p0, let p1, let p2, let p3):
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return CGPoint(
                x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The parameters where the curve's derivative is zero in x or in y.
    private var roots: [CGFloat] {
        switch self {
        case .quadratic(let p0, let p1, let p2):
            return [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)].compactMap { a, b, c in
                let denominator = a - 2 * b + c
                return denominator == 0 ? nil : (a - b) / denominator
            }
        case .cubic(let p0, let p1, let p2, let p3):
            return [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)].flatMap { p0, p1, p2, p3 in
                // The derivative is 3(at² + bt + c).
                let a = -p0 + 3 * p1 - 3 * p2 + p3
                let b = 2 * (p0 - 2 * p1 + p2)
                let c = p1 - p0
                return Self.quadraticRoots(a, b, c)
            }
        }
    }

    /// The real roots of `at² + bt + c`.
    private static func quadraticRoots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        guard abs(a) > 1e-12 else { return b == 0 ? [] : [-c / b] }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }

    /// The length of a polyline.
    static func length(of points: [CGPoint]) -> CGFloat {
        zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}
