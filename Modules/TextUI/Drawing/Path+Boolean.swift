import Foundation

// The boolean operations of iOS 17 paths. The areas are computed exactly for straight edges
// (curves are followed as fine polylines) and given as trapezoids: horizontal slabs between the
// heights where edges start, end or cross, each cut into the spans the operation keeps. The result
// covers the same area as Core Graphics' (its outline is made of more pieces).
extension Path {
    /// The area inside this path or `other`.
    ///
    /// - Parameters:
    ///   - other: The other path.
    ///   - eoFill: True to read both paths' insides by the even-odd rule (the non-zero rule by default).
    /// - Returns: The union, as trapezoids filled by the non-zero rule.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.area(self, other, eoFill: eoFill) { $0 || $1 }
    }

    /// The area inside both this path and `other`.
    ///
    /// - Parameters:
    ///   - other: The other path.
    ///   - eoFill: True to read both paths' insides by the even-odd rule (the non-zero rule by default).
    /// - Returns: The intersection, as trapezoids filled by the non-zero rule.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.area(self, other, eoFill: eoFill) { $0 && $1 }
    }

    /// The area inside this path and outside `other`.
    ///
    /// - Parameters:
    ///   - other: The path to take away.
    ///   - eoFill: True to read both paths' insides by the even-odd rule (the non-zero rule by default).
    /// - Returns: The difference, as trapezoids filled by the non-zero rule.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.area(self, other, eoFill: eoFill) { $0 && !$1 }
    }

    /// The area inside exactly one of this path and `other`.
    ///
    /// - Parameters:
    ///   - other: The other path.
    ///   - eoFill: True to read both paths' insides by the even-odd rule (the non-zero rule by default).
    /// - Returns: The symmetric difference, as trapezoids filled by the non-zero rule.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.area(self, other, eoFill: eoFill) { $0 != $1 }
    }

    /// This path's area with no overlapping or self-crossing parts.
    ///
    /// - Parameter eoFill: True to read the inside by the even-odd rule (the default), false for
    ///   the non-zero rule.
    /// - Returns: The area, as trapezoids filled by the non-zero rule.
    public func normalized(eoFill: Bool = true) -> Path {
        PathBoolean.area(self, Path(), eoFill: eoFill) { inside, _ in inside }
    }

    /// The parts of this path's outline inside `other`.
    ///
    /// - Parameters:
    ///   - other: The path whose inside is kept.
    ///   - eoFill: True to read `other`'s inside by the even-odd rule (the non-zero rule by default).
    /// - Returns: The kept pieces of the outline, as lines.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.lines(of: self, keepingInside: true, of: other, eoFill: eoFill)
    }

    /// The parts of this path's outline outside `other`.
    ///
    /// - Parameters:
    ///   - other: The path whose inside is taken away.
    ///   - eoFill: True to read `other`'s inside by the even-odd rule (the non-zero rule by default).
    /// - Returns: The kept pieces of the outline, as lines.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.lines(of: self, keepingInside: false, of: other, eoFill: eoFill)
    }
}

/// Boolean operations on the areas and outlines of paths.
enum PathBoolean {
    /// A straight piece of an outline, with the path it belongs to.
    struct Edge {
        let start: CGPoint
        let end: CGPoint
        /// 0 for the first path, 1 for the second.
        let operand: Int

        /// +1 going down, -1 going up: how crossing it changes the winding number.
        var direction: Int { start.y < end.y ? 1 : -1 }

        /// Where the edge is at height `y` (which it spans).
        func x(at y: CGFloat) -> CGFloat {
            start.x + (end.x - start.x) * (y - start.y) / (end.y - start.y)
        }
    }

    /// The area of the two paths that `keep` chooses from whether a point is inside each.
    static func area(_ first: Path, _ second: Path, eoFill: Bool, keep: (Bool, Bool) -> Bool) -> Path {
        let edges = outline(of: first, operand: 0) + outline(of: second, operand: 1)
        let sloped = edges.filter { $0.start.y != $0.end.y }
        let heights = Array(Set(sloped.flatMap { [$0.start.y, $0.end.y] } + crossingHeights(of: sloped))).sorted()
        var result = Path()
        for (top, bottom) in zip(heights, heights.dropFirst()) where bottom - top > 1e-9 {
            let middle = (top + bottom) / 2
            let spanning = sloped.filter { min($0.start.y, $0.end.y) < middle && max($0.start.y, $0.end.y) > middle }
                .sorted { $0.x(at: middle) < $1.x(at: middle) }
            var windings = [0, 0]
            var opened: Edge?
            for edge in spanning {
                let wasKept = keep(isInside(windings[0], eoFill), isInside(windings[1], eoFill))
                windings[edge.operand] += edge.direction
                let isKept = keep(isInside(windings[0], eoFill), isInside(windings[1], eoFill))
                if !wasKept, isKept { opened = edge }
                if wasKept, !isKept, let left = opened {
                    result.addLines([
                        CGPoint(x: left.x(at: top), y: top), CGPoint(x: edge.x(at: top), y: top),
                        CGPoint(x: edge.x(at: bottom), y: bottom), CGPoint(x: left.x(at: bottom), y: bottom),
                    ])
                    result.closeSubpath()
                }
            }
        }
        return result
    }

    /// The pieces of `path`'s outline inside (or outside) `other`.
    static func lines(of path: Path, keepingInside inside: Bool, of other: Path, eoFill: Bool) -> Path {
        let boundary = outline(of: other, operand: 1)
        var result = Path()
        for run in path.polylines(closing: true) {
            var isOpen = false
            for (from, to) in zip(run, run.dropFirst()) {
                let cuts = ([0, 1] + boundary.compactMap { crossing(from, to, $0.start, $0.end)?.0 }).sorted()
                for (low, high) in zip(cuts, cuts.dropFirst()) where high - low > 1e-12 {
                    let point = { (t: CGFloat) in
                        CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                    }
                    guard other.contains(point((low + high) / 2), eoFill: eoFill) == inside else {
                        isOpen = false
                        continue
                    }
                    if !isOpen { result.move(to: point(low)) }
                    result.addLine(to: point(high))
                    isOpen = true
                }
            }
        }
        return result
    }

    /// Every straight piece of a path's outline, each subpath closed as a fill closes it.
    private static func outline(of path: Path, operand: Int) -> [Edge] {
        path.polylines().flatMap { run -> [Edge] in
            guard let first = run.first, let last = run.last else { return [] }
            let points = first == last ? run : run + [first]
            return zip(points, points.dropFirst()).map { Edge(start: $0, end: $1, operand: operand) }
        }
    }

    /// The heights where two edges cross inside both.
    private static func crossingHeights(of edges: [Edge]) -> [CGFloat] {
        var heights: [CGFloat] = []
        for (index, edge) in edges.enumerated() {
            for other in edges[(index + 1)...] {
                if let (t, _) = crossing(edge.start, edge.end, other.start, other.end), t > 0, t < 1 {
                    heights.append(edge.start.y + (edge.end.y - edge.start.y) * t)
                }
            }
        }
        return heights
    }

    /// Where segment `a`–`b` crosses segment `c`–`d`, as the fractions along each, when it does
    /// (parallel segments never do).
    private static func crossing(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> (CGFloat, CGFloat)? {
        let (r, s) = (CGPoint(x: b.x - a.x, y: b.y - a.y), CGPoint(x: d.x - c.x, y: d.y - c.y))
        let denominator = r.x * s.y - r.y * s.x
        guard abs(denominator) > 1e-12 else { return nil }
        let t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / denominator
        let u = ((c.x - a.x) * r.y - (c.y - a.y) * r.x) / denominator
        guard t >= 0, t <= 1, u >= 0, u <= 1 else { return nil }
        return (t, u)
    }

    /// Whether a winding number is inside by the fill rule.
    private static func isInside(_ winding: Int, _ eoFill: Bool) -> Bool {
        eoFill ? winding % 2 != 0 : winding != 0
    }
}

extension Shape {
    /// The area inside this shape or `other`.
    ///
    /// - Parameters:
    ///   - other: The other shape.
    ///   - eoFill: True to read both insides by the even-odd rule.
    /// - Returns: A shape of the union (`Path.union(_:eoFill:)` of both paths).
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> _PathOperationShape<Self, T> {
        _PathOperationShape(first: self, second: other) { $0.union($1, eoFill: eoFill) }
    }

    /// The area inside both this shape and `other`.
    ///
    /// - Parameters:
    ///   - other: The other shape.
    ///   - eoFill: True to read both insides by the even-odd rule.
    /// - Returns: A shape of the intersection.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> _PathOperationShape<Self, T> {
        _PathOperationShape(first: self, second: other) { $0.intersection($1, eoFill: eoFill) }
    }

    /// The area inside this shape and outside `other`.
    ///
    /// - Parameters:
    ///   - other: The shape to take away.
    ///   - eoFill: True to read both insides by the even-odd rule.
    /// - Returns: A shape of the difference.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> _PathOperationShape<Self, T> {
        _PathOperationShape(first: self, second: other) { $0.subtracting($1, eoFill: eoFill) }
    }

    /// The area inside exactly one of this shape and `other`.
    ///
    /// - Parameters:
    ///   - other: The other shape.
    ///   - eoFill: True to read both insides by the even-odd rule.
    /// - Returns: A shape of the symmetric difference.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> _PathOperationShape<Self, T> {
        _PathOperationShape(first: self, second: other) { $0.symmetricDifference($1, eoFill: eoFill) }
    }

    /// The parts of this shape's outline inside `other`.
    ///
    /// - Parameters:
    ///   - other: The shape whose inside is kept.
    ///   - eoFill: True to read its inside by the even-odd rule.
    /// - Returns: A shape of the kept lines.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> _PathOperationShape<Self, T> {
        _PathOperationShape(first: self, second: other) { $0.lineIntersection($1, eoFill: eoFill) }
    }

    /// The parts of this shape's outline outside `other`.
    ///
    /// - Parameters:
    ///   - other: The shape whose inside is taken away.
    ///   - eoFill: True to read its inside by the even-odd rule.
    /// - Returns: A shape of the kept lines.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> _PathOperationShape<Self, T> {
        _PathOperationShape(first: self, second: other) { $0.lineSubtraction($1, eoFill: eoFill) }
    }
}

/// Two shapes combined by a path operation.
public struct _PathOperationShape<First: Shape, Second: Shape>: Shape {
    let first: First
    let second: Second
    let operation: @Sendable (Path, Path) -> Path

    /// Both shapes' paths in `rect`, combined.
    ///
    /// - Parameter rect: The frame both shapes are drawn in.
    /// - Returns: The combined path.
    public func path(in rect: CGRect) -> Path {
        operation(first.path(in: rect), second.path(in: rect))
    }
}
