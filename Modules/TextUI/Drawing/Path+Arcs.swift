import Foundation

// Arcs and rounded rectangles, as the cubic curves Core Graphics makes: an arc is split into
// pieces of at most a quarter turn, each one curve.
extension Path {
    /// Adds an arc of the circle around `center` from `startAngle`, turning by `delta`: a line
    /// from the current point to the arc's start (or a move, on an empty path), then curves.
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts (0 points along x; angles grow toward y).
    ///   - delta: How far the arc turns; negative turns the other way.
    ///   - transform: The transform applied to the arc (none by default).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        func point(_ radians: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(radians), y: center.y + radius * sin(radians)).applying(transform)
        }
        let start = point(startAngle.radians)
        if isEmpty { move(to: start) } else { addLine(to: start) }
        let pieces = max(1, Int((abs(delta.radians) / (.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        for index in 0..<pieces {
            let from = startAngle.radians + step * Double(index)
            let to = from + step
            let control1 = CGPoint(
                x: center.x + radius * cos(from) - handle * sin(from),
                y: center.y + radius * sin(from) + handle * cos(from))
            let control2 = CGPoint(
                x: center.x + radius * cos(to) + handle * sin(to), y: center.y + radius * sin(to) - handle * cos(to))
            addCurve(to: point(to), control1: control1.applying(transform), control2: control2.applying(transform))
        }
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle`: a line from the
    /// current point to the arc's start (or a move, on an empty path), then curves.
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts (0 points along x; angles grow toward y).
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: True to go from the start toward smaller angles, as Core Graphics does (on a
    ///     screen, whose y axis points down, that looks counterclockwise).
    ///   - transform: The transform applied to the arc (none by default).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let turn = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: turn) - turn }
            delta = max(delta, -turn)
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: turn) + turn }
            delta = min(delta, turn)
        }
        addRelativeArc(
            center: center, radius: radius, startAngle: startAngle, delta: .radians(delta), transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from there to `tangent2End`, after a line to where it starts. With no current
    /// point it starts a subpath at `tangent1End`; when the three points are on one line it adds a
    /// line to `tangent1End`.
    ///
    /// - Parameters:
    ///   - tangent1End: The corner the arc rounds.
    ///   - tangent2End: A point on the line the arc leads into.
    ///   - radius: The arc's radius.
    ///   - transform: The transform applied to the arc (none by default).
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint else { return move(to: tangent1End.applying(transform)) }
        let inverse = transform.inverted()
        let start = transform.isIdentity ? current : current.applying(inverse)
        let (toStart, toEnd) = (unit(from: tangent1End, to: start), unit(from: tangent1End, to: tangent2End))
        let cosine = toStart.x * toEnd.x + toStart.y * toEnd.y
        let cross = toStart.x * toEnd.y - toStart.y * toEnd.x
        guard radius > 0, abs(cross) > 1e-12 else { return addLine(to: tangent1End.applying(transform)) }
        let half = acos(max(-1, min(1, cosine))) / 2
        let reach = radius / tan(half)
        let tangent1 = CGPoint(x: tangent1End.x + toStart.x * reach, y: tangent1End.y + toStart.y * reach)
        let bisector = unit(
            from: .zero, to: CGPoint(x: toStart.x + toEnd.x, y: toStart.y + toEnd.y))
        let distance = radius / sin(half)
        let center = CGPoint(x: tangent1End.x + bisector.x * distance, y: tangent1End.y + bisector.y * distance)
        let tangent2 = CGPoint(x: tangent1End.x + toEnd.x * reach, y: tangent1End.y + toEnd.y * reach)
        let from = atan2(tangent1.y - center.y, tangent1.x - center.x)
        let to = atan2(tangent2.y - center.y, tangent2.x - center.x)
        addLine(to: tangent1.applying(transform))
        addArc(
            center: center, radius: radius, startAngle: .radians(from), endAngle: .radians(to), clockwise: cross > 0,
            transform: transform)
    }

    /// Adds the outline of `rect` with rounded corners of one size, from the top edge clockwise.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to outline.
    ///   - cornerSize: The corners' width and height (at most half the rectangle's).
    ///   - style: The corners' shape (continuous corners are drawn as circular ones).
    ///   - transform: The transform applied to the outline (none by default).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let size = CGSize(
            width: max(0, min(cornerSize.width, rect.width / 2)),
            height: max(0, min(cornerSize.height, rect.height / 2)))
        addRoundedRect(in: rect, corners: [size, size, size, size], transform: transform)
    }

    /// Adds the outline of `rect` with a radius for each corner, from the top edge clockwise.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to outline.
    ///   - cornerRadii: The four corners' radii (each at most half the shorter side).
    ///   - style: The corners' shape (continuous corners are drawn as circular ones).
    ///   - transform: The transform applied to the outline (none by default).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let limit = min(rect.width, rect.height) / 2
        let corners = [
            cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading,
        ]
        .map { radius in CGSize(width: max(0, min(radius, limit)), height: max(0, min(radius, limit))) }
        addRoundedRect(in: rect, corners: corners, transform: transform)
    }

    /// The outline of `rect` with `corners` (top leading, top trailing, bottom trailing, bottom
    /// leading), each already fitted to the rectangle.
    private mutating func addRoundedRect(in rect: CGRect, corners: [CGSize], transform: CGAffineTransform) {
        let (topLeading, topTrailing, bottomTrailing, bottomLeading) = (corners[0], corners[1], corners[2], corners[3])
        var outline = Path()
        outline.move(to: CGPoint(x: rect.minX + topLeading.width, y: rect.minY))
        outline.addLine(to: CGPoint(x: rect.maxX - topTrailing.width, y: rect.minY))
        outline.addCorner(
            to: CGPoint(x: rect.maxX, y: rect.minY + topTrailing.height), size: topTrailing,
            at: CGPoint(x: rect.maxX, y: rect.minY))
        outline.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing.height))
        outline.addCorner(
            to: CGPoint(x: rect.maxX - bottomTrailing.width, y: rect.maxY), size: bottomTrailing,
            at: CGPoint(x: rect.maxX, y: rect.maxY))
        outline.addLine(to: CGPoint(x: rect.minX + bottomLeading.width, y: rect.maxY))
        outline.addCorner(
            to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeading.height), size: bottomLeading,
            at: CGPoint(x: rect.minX, y: rect.maxY))
        outline.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading.height))
        outline.addCorner(
            to: CGPoint(x: rect.minX + topLeading.width, y: rect.minY), size: topLeading,
            at: CGPoint(x: rect.minX, y: rect.minY))
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }

    /// A rounded corner to `end` around `corner`, or nothing when the corner is square.
    private mutating func addCorner(to end: CGPoint, size: CGSize, at corner: CGPoint) {
        guard size.width > 0, size.height > 0 else { return }
        addCornerCurve(to: end, corner: corner)
    }

    /// The unit vector from `origin` toward `point` (zero when they coincide).
    private func unit(from origin: CGPoint, to point: CGPoint) -> CGPoint {
        let (dx, dy) = (point.x - origin.x, point.y - origin.y)
        let length = (dx * dx + dy * dy).squareRoot()
        return length == 0 ? .zero : CGPoint(x: dx / length, y: dy / length)
    }
}
