import Foundation
import TextUI

/// A path built step by step (see ``CGPath``).
public final class CGMutablePath: CGPath {
    /// An empty path.
    public convenience init() {
        self.init(path: Path())
    }

    override init(path: Path) {
        super.init(path: path)
    }

    /// Starts a subpath at `point`.
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - transform: Applied to it.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// Adds a line to `point`.
    ///
    /// - Parameters:
    ///   - point: The end.
    ///   - transform: Applied to it.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Adds lines joining `points`.
    ///
    /// - Parameters:
    ///   - points: The points.
    ///   - transform: Applied to them.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    /// Adds a quadratic curve to `end`.
    ///
    /// - Parameters:
    ///   - end: The end.
    ///   - control: The control point.
    ///   - transform: Applied to both.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Adds a cubic curve to `end`.
    ///
    /// - Parameters:
    ///   - end: The end.
    ///   - control1: The first control point.
    ///   - control2: The second.
    ///   - transform: Applied to all three.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        path.addCurve(
            to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    /// Adds the outline of `rect`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: Applied to it.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect, transform: transform)
    }

    /// Adds the outlines of `rects`.
    ///
    /// - Parameters:
    ///   - rects: The rectangles.
    ///   - transform: Applied to them.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        path.addRects(rects, transform: transform)
    }

    /// Adds the ellipse in `rect`.
    ///
    /// - Parameters:
    ///   - rect: Its bounds.
    ///   - transform: Applied to it.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: transform)
    }

    /// Adds the outline of `rect` with rounded corners.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerWidth: The corners' width.
    ///   - cornerHeight: The corners' height.
    ///   - transform: Applied to it.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        path.addRoundedRect(
            in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
            transform: transform)
    }

    /// Adds an arc of the circle at `center`, from `startAngle` to `endAngle` (radians).
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: Its radius.
    ///   - startAngle: Where the arc starts.
    ///   - endAngle: Where it ends.
    ///   - clockwise: Whether it goes toward smaller angles, as Core Graphics counts them.
    ///   - transform: Applied to it.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)),
            endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: transform)
    }

    /// Adds `other`'s steps.
    ///
    /// - Parameters:
    ///   - other: The path.
    ///   - transform: Applied to it.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    /// Closes the current subpath.
    public func closeSubpath() {
        path.closeSubpath()
    }
}
