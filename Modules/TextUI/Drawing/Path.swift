import Foundation

/// The outline of a shape, made of lines and curves (`Path { path in path.move(to: …) }`). Text
/// output draws no outlines: a path renders nothing, as every shape does. Its geometry is real:
/// arcs, ellipses and rounded rectangles are the cubic curves Core Graphics makes,
/// ``boundingRect``, ``contains(_:eoFill:)`` and ``applying(_:)`` compute, so a custom shape's
/// `path(in:)` can be tested.
public struct Path: Equatable, LosslessStringConvertible, Sendable {
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

    /// The outline of `rect` with rounded corners of one radius.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to outline.
    ///   - cornerRadius: The corners' radius (at most half the shorter side).
    ///   - style: The corners' shape (continuous corners are drawn as circular ones).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The outline of `rect` with rounded corners of one size.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to outline.
    ///   - cornerSize: The corners' width and height (at most half the rectangle's).
    ///   - style: The corners' shape (continuous corners are drawn as circular ones).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The outline of `rect` with a radius for each corner.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to outline.
    ///   - cornerRadii: The four corners' radii.
    ///   - style: The corners' shape (continuous corners are drawn as circular ones).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The outline of the ellipse inscribed in `rect`.
    ///
    /// - Parameter rect: The rectangle the ellipse fits in.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path from its ``description`` (`"0 0 m 10 0 l h"`), or nil when the string is not one.
    ///
    /// - Parameter string: Numbers and the letters `m` (move), `l` (line), `q` (quadratic curve),
    ///   `c` (cubic curve) and `h` (close), each letter after its points.
    public init?(_ string: String) {
        guard let elements = PathDescription.elements(of: string) else { return nil }
        self.elements = elements
    }

    /// The path as text: each step's points, then its letter (`"0 0 m 10 0 l 10 10 l h"`).
    public var description: String { PathDescription.text(of: elements) }

    /// True when the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the path ends at, if it has one (a closed subpath ends where it started).
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// Calls `body` with each step, in order.
    ///
    /// - Parameter body: Receives each element of the path.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
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

    /// Adds the outline of `rect`, mapped by `transform`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, added as a closed subpath from its top-left corner clockwise.
    ///   - transform: The transform applied to the outline (none by default).
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var outline = Path()
        outline.addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }

    /// Adds the outlines of `rects`, mapped by `transform`.
    ///
    /// - Parameters:
    ///   - rects: The rectangles, each added as ``addRect(_:transform:)`` adds one.
    ///   - transform: The transform applied to the outlines (none by default).
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects {
            addRect(rect, transform: transform)
        }
    }

    /// Adds the ellipse inscribed in `rect`, as four cubic curves from its right side's midpoint
    /// through its bottom, left and top, mapped by `transform`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle the ellipse fits in.
    ///   - transform: The transform applied to the outline (none by default).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        var outline = Path()
        outline.move(to: CGPoint(x: rect.maxX, y: rect.midY))
        outline.addCornerCurve(to: CGPoint(x: rect.midX, y: rect.maxY), corner: CGPoint(x: rect.maxX, y: rect.maxY))
        outline.addCornerCurve(to: CGPoint(x: rect.minX, y: rect.midY), corner: CGPoint(x: rect.minX, y: rect.maxY))
        outline.addCornerCurve(to: CGPoint(x: rect.midX, y: rect.minY), corner: CGPoint(x: rect.minX, y: rect.minY))
        outline.addCornerCurve(to: CGPoint(x: rect.maxX, y: rect.midY), corner: CGPoint(x: rect.maxX, y: rect.minY))
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }

    /// Adds the steps of `path`, mapped by `transform`.
    ///
    /// - Parameters:
    ///   - path: The path whose steps are appended after this path's.
    ///   - transform: The transform applied to them (none by default).
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: transform.isIdentity ? path.elements : path.applying(transform).elements)
    }

    /// This path with every point mapped by `transform`.
    ///
    /// - Parameter transform: The transform.
    /// - Returns: The mapped path.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var mapped = Path()
        mapped.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: point.applying(transform))
            case .line(let point): .line(to: point.applying(transform))
            case .quadCurve(let point, let control):
                .quadCurve(to: point.applying(transform), control: control.applying(transform))
            case .curve(let point, let control1, let control2):
                .curve(
                    to: point.applying(transform), control1: control1.applying(transform),
                    control2: control2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return mapped
    }

    /// This path moved by an offset.
    ///
    /// - Parameters:
    ///   - dx: How far to move along x.
    ///   - dy: How far to move along y.
    /// - Returns: The moved path.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// A quarter of an ellipse from the current point to `end`, bending toward `corner` (the
    /// corner of the box both points lie on the sides of): the cubic curve Core Graphics uses.
    mutating func addCornerCurve(to end: CGPoint, corner: CGPoint) {
        guard let start = currentPoint else { return move(to: end) }
        let kappa: CGFloat = 0.552_284_749_8
        addCurve(
            to: end,
            control1: CGPoint(x: start.x + (corner.x - start.x) * kappa, y: start.y + (corner.y - start.y) * kappa),
            control2: CGPoint(x: end.x + (corner.x - end.x) * kappa, y: end.y + (corner.y - end.y) * kappa))
    }

}

extension Path: Shape, LeafView {
    /// The path itself, whatever the rectangle.
    ///
    /// - Parameter rect: The frame to draw in; not used.
    /// - Returns: This path, unchanged.
    public func path(in rect: CGRect) -> Path { self }

    public typealias Body = Never
}
