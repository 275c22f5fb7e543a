/// The outline of a shape, made of lines and curves (`Path { path in path.move(to: …) }`). Text
/// output draws no outlines: a path renders nothing, as every shape does; it keeps its elements,
/// so a custom shape's `path(in:)` can be tested.
public struct Path: Shape, Equatable {
    /// One step of a path.
    public enum Element: Sendable, Equatable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the subpath.
        case closeSubpath
    }

    /// The path's steps, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path drawn by `callback`.
    ///
    /// - Parameter callback: Adds the steps to the empty path it is given, at once.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// The outline of `rect`.
    ///
    /// - Parameter rect: The rectangle, outlined from its top-left corner clockwise and closed.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// The outline of `rect` with rounded corners (drawn square: corners are not rendered).
    ///
    /// - Parameters:
    ///   - rect: The rectangle to outline.
    ///   - cornerRadius: The corners' radius; accepted, not used (the outline has square corners).
    ///   - style: The corners' shape; accepted, not used.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRect(rect)
    }

    /// The outline of the ellipse inscribed in `rect` (as the rectangle's corners).
    ///
    /// - Parameter rect: The rectangle the ellipse fits in.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// True when the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the path ends at, if it has one.
    public var currentPoint: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
            case .closeSubpath: continue
            }
        }
        return nil
    }

    /// The smallest rectangle holding every point of the path (control points included).
    public var boundingRect: CGRect {
        let points = elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let point), .line(let point): [point]
            case .quadCurve(let point, let control): [point, control]
            case .curve(let point, let control1, let control2): [point, control1, control2]
            case .closeSubpath: []
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

    /// Starts a new subpath at `point`.
    ///
    /// - Parameter point: Where the new subpath starts.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    /// Adds a straight line to `point`.
    ///
    /// - Parameter point: Where the line ends, from the current point.
    public mutating func addLine(to point: CGPoint) {
        elements.append(.line(to: point))
    }

    /// Adds straight lines through `points` (the first starts a subpath).
    ///
    /// - Parameter points: The points to join in order; an empty array adds nothing.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() {
            addLine(to: point)
        }
    }

    /// Adds a quadratic curve to `point`.
    ///
    /// - Parameters:
    ///   - point: Where the curve ends, from the current point.
    ///   - control: The curve's control point.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic curve to `point`.
    ///
    /// - Parameters:
    ///   - point: Where the curve ends, from the current point.
    ///   - control1: The control point near the start.
    ///   - control2: The control point near the end.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// Adds the outline of `rect`.
    ///
    /// - Parameter rect: The rectangle, added as a closed subpath from its top-left corner clockwise.
    public mutating func addRect(_ rect: CGRect) {
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    /// Adds the outline of `rect` with rounded corners (drawn square).
    ///
    /// - Parameters:
    ///   - rect: The rectangle to outline.
    ///   - cornerSize: The corners' size; accepted, not used (the outline has square corners).
    ///   - style: The corners' shape; accepted, not used.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRect(rect)
    }

    /// Adds the ellipse inscribed in `rect`, as four curves through its sides' midpoints.
    ///
    /// - Parameter rect: The rectangle the ellipse fits in.
    public mutating func addEllipse(in rect: CGRect) {
        let (left, right) = (CGPoint(x: rect.minX, y: rect.midY), CGPoint(x: rect.maxX, y: rect.midY))
        let (top, bottom) = (CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.midX, y: rect.maxY))
        move(to: right)
        addQuadCurve(to: bottom, control: CGPoint(x: rect.maxX, y: rect.maxY))
        addQuadCurve(to: left, control: CGPoint(x: rect.minX, y: rect.maxY))
        addQuadCurve(to: top, control: CGPoint(x: rect.minX, y: rect.minY))
        addQuadCurve(to: right, control: CGPoint(x: rect.maxX, y: rect.minY))
        closeSubpath()
    }

    /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle`, as a line from
    /// the current point to the arc's start and a curve to its end.
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts; a path with no steps starts a subpath there.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: The arc's direction; accepted, not used (the curve passes the angle halfway between).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        func point(_ angle: Angle) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle.radians), y: center.y + radius * sin(angle.radians))
        }
        if isEmpty { move(to: point(startAngle)) } else { addLine(to: point(startAngle)) }
        let middle = Angle.radians((startAngle.radians + endAngle.radians) / 2)
        addQuadCurve(to: point(endAngle), control: point(middle))
    }

    /// Adds the steps of `path`.
    ///
    /// - Parameter path: The path whose steps are appended, unchanged, after this path's.
    public mutating func addPath(_ path: Path) {
        elements.append(contentsOf: path.elements)
    }

    /// The path itself, whatever the rectangle.
    ///
    /// - Parameter rect: The frame to draw in; not used.
    /// - Returns: This path, unchanged.
    public func path(in rect: CGRect) -> Path { self }

    public typealias Body = Never
}

extension Path: LeafView {}
