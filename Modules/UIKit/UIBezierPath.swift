import CoreGraphics
import Foundation
import TextUI

/// A path of lines and curves in UIKit's terms, as SwiftUI shapes borrow it for corners SwiftUI
/// did not round before iOS 16 (`Path(UIBezierPath(roundedRect: rect, byRoundingCorners:
/// [.topLeft, .topRight], cornerRadii: size).cgPath)`). It outlines what UIKit's does; nothing
/// draws it (`fill()` and `stroke()` have no context to draw in).
@MainActor @preconcurrency
open class UIBezierPath: NSObject {
    /// The path, as Core Graphics holds it.
    open var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }
    /// The width of the path's stroke.
    open var lineWidth: CGFloat = 1
    /// How lines meet.
    open var lineJoinStyle: CGLineJoin = .miter
    /// How lines end.
    open var lineCapStyle: CGLineCap = .butt
    /// Whether the inside is decided by the even-odd rule.
    open var usesEvenOddFillRule = false

    private var path: Path

    /// An empty path.
    public override init() {
        path = Path()
        super.init()
    }

    /// The outline of `rect`.
    ///
    /// - Parameter rect: The rectangle.
    public init(rect: CGRect) {
        path = Path(rect)
        super.init()
    }

    /// The ellipse in `rect`.
    ///
    /// - Parameter rect: Its bounds.
    public init(ovalIn rect: CGRect) {
        path = Path(ellipseIn: rect)
        super.init()
    }

    /// The outline of `rect` with every corner rounded by `cornerRadius`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The corners' radius.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .circular)
        super.init()
    }

    /// The outline of `rect` with `corners` rounded by `cornerRadii`'s width (as UIKit, which
    /// ignores its height).
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - corners: The corners to round.
    ///   - cornerRadii: Their radius, as a size.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? cornerRadii.width : 0 }
        path = Path(
            roundedRect: rect,
            cornerRadii: RectangleCornerRadii(
                topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft),
                bottomTrailing: radius(.bottomRight), topTrailing: radius(.topRight)),
            style: .circular)
        super.init()
    }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle` (radians), clockwise as it
    /// looks on the screen.
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: Its radius.
    ///   - startAngle: Where the arc starts.
    ///   - endAngle: Where it ends.
    ///   - clockwise: Whether it turns clockwise on the screen.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        super.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path of `cgPath`.
    ///
    /// - Parameter cgPath: The Core Graphics path.
    public init(cgPath: CGPath) {
        path = Path(cgPath)
        super.init()
    }

    /// The smallest rectangle holding the path.
    open var bounds: CGRect { path.boundingRect }
    /// Whether the path has no steps.
    open var isEmpty: Bool { path.isEmpty }
    /// Where the path ends, or `.zero` when it is empty.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Starts a subpath at `point`.
    ///
    /// - Parameter point: The point.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a line to `point`.
    ///
    /// - Parameter point: The end.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds a quadratic curve to `endPoint`.
    ///
    /// - Parameters:
    ///   - endPoint: The end.
    ///   - controlPoint: The control point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a cubic curve to `endPoint`.
    ///
    /// - Parameters:
    ///   - endPoint: The end.
    ///   - controlPoint1: The first control point.
    ///   - controlPoint2: The second.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds an arc of the circle at `center`, clockwise as it looks on the screen (whose y axis
    /// points down: the opposite of Core Graphics' `clockwise`).
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: Its radius.
    ///   - startAngle: Where the arc starts, in radians.
    ///   - endAngle: Where it ends.
    ///   - clockwise: Whether it turns clockwise on the screen.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)),
            endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() {
        path.closeSubpath()
    }

    /// Adds `bezierPath`'s steps.
    ///
    /// - Parameter bezierPath: The path.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Removes every step.
    open func removeAllPoints() {
        path = Path()
    }

    /// Transforms the path's points.
    ///
    /// - Parameter transform: The transform.
    open func apply(_ transform: CGAffineTransform) {
        path = path.applying(transform)
    }

    /// Whether `point` is inside the path.
    ///
    /// - Parameter point: The point.
    /// - Returns: Whether it is.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, eoFill: usesEvenOddFillRule)
    }

    /// Fills the path in the current context: there is none on Linux, so nothing is drawn.
    open func fill() {}

    /// Strokes the path in the current context: there is none on Linux, so nothing is drawn.
    open func stroke() {}
}
