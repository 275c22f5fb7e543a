import Foundation
import TextUI

/// A path in Core Graphics' terms: lines and curves, as UIKit's `UIBezierPath` and SwiftUI's
/// `Path(_:)` exchange them (`Path(UIBezierPath(roundedRect: …).cgPath)`). It holds a SwiftUI
/// `Path`, so what it outlines is drawn as that path is; there is no context to draw it in.
public class CGPath: CustomStringConvertible {
    /// The path's steps.
    var path: Path

    init(path: Path) {
        self.path = path
    }

    /// A path outlining `rect`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: Applied to the outline (nil: none).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }

    /// A path outlining the ellipse in `rect`.
    ///
    /// - Parameters:
    ///   - rect: The ellipse's bounds.
    ///   - transform: Applied to the outline (nil: none).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// A path outlining `rect` with rounded corners.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerWidth: The corners' width.
    ///   - cornerHeight: The corners' height.
    ///   - transform: Applied to the outline (nil: none).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        var path = Path()
        path.addRoundedRect(
            in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
            transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// Whether the path has no steps.
    public var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding the path's points and control points.
    public var boundingBox: CGRect { path.boundingRect }
    /// The smallest rectangle holding the path.
    public var boundingBoxOfPath: CGRect { path.boundingRect }
    /// Where the path ends, or `.zero` when it is empty.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Whether `point` is inside the path.
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - rule: How overlapping parts count.
    ///   - transform: Applied to the path first.
    /// - Returns: Whether it is inside.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    )
        -> Bool
    {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// An immutable copy.
    ///
    /// - Returns: The copy.
    public func copy() -> CGPath? {
        CGPath(path: path)
    }

    /// A mutable copy.
    ///
    /// - Returns: The copy.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(path: path)
    }

    /// The path as text (SwiftUI's `Path` description).
    public var description: String { path.description }
}

/// How the inside of a path is decided where its parts overlap.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the windings do not cancel out.
    case winding = 0
    /// Inside where an odd number of edges is crossed.
    case evenOdd = 1
}
