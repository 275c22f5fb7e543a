import Foundation

// Shapes moved, turned, scaled, trimmed or resized: each draws its shape's path changed so.
extension Shape {
    /// The part of the shape's outline between two fractions of its length.
    ///
    /// - Parameters:
    ///   - startFraction: Where the part starts, from 0 (the outline's start) to 1 (its end).
    ///   - endFraction: Where the part ends, from 0 to 1.
    /// - Returns: A shape whose path is `path.trimmedPath(from:to:)`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape moved by an offset.
    ///
    /// - Parameter offset: How far to move it.
    /// - Returns: The moved shape.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by a point's coordinates.
    ///
    /// - Parameter offset: How far to move it, along x and y.
    /// - Returns: The moved shape.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by an offset.
    ///
    /// - Parameters:
    ///   - x: How far to move it along x.
    ///   - y: How far to move it along y.
    /// - Returns: The moved shape.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape turned around a point of its frame.
    ///
    /// - Parameters:
    ///   - angle: How far to turn it.
    ///   - anchor: The point of its frame it turns around (the center by default).
    /// - Returns: The rotated shape.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled from a point of its frame.
    ///
    /// - Parameters:
    ///   - x: The factor along x.
    ///   - y: The factor along y.
    ///   - anchor: The point of its frame that stays put (the center by default).
    /// - Returns: The scaled shape.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled from a point of its frame.
    ///
    /// - Parameters:
    ///   - scale: The factor along both axes.
    ///   - anchor: The point of its frame that stays put (the center by default).
    /// - Returns: The scaled shape.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape mapped by an affine transform.
    ///
    /// - Parameter transform: The transform.
    /// - Returns: The transformed shape.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The shape drawn in a frame of a fixed size, at its given frame's origin.
    ///
    /// - Parameter size: The size of the frame it is drawn in.
    /// - Returns: The resized shape.
    public func size(_ size: CGSize) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: size)
    }

    /// The shape drawn in a frame of a fixed size, at its given frame's origin.
    ///
    /// - Parameters:
    ///   - width: The frame's width.
    ///   - height: The frame's height.
    /// - Returns: The resized shape.
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize

    /// A shape moved by `offset`.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - offset: How far to move it.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's outline, moved.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The content's outline in `rect`, offset.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape turned around a point of its frame.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it is turned.
    public var angle: Angle
    /// The point of its frame it turns around.
    public var anchor: UnitPoint

    /// A shape turned by `angle` around `anchor`.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - angle: How far to turn it.
    ///   - anchor: The point of its frame to turn around (the center by default).
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's outline, turned.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The content's outline in `rect`, rotated around the anchor.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: angle.radians).anchored(at: anchor, in: rect))
    }
}

/// A shape scaled from a point of its frame.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The factors along x and y.
    public var scale: CGSize
    /// The point of its frame that stays put.
    public var anchor: UnitPoint

    /// A shape scaled by `scale` from `anchor`.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - scale: The factors along x and y.
    ///   - anchor: The point of its frame that stays put (the center by default).
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's outline, scaled.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The content's outline in `rect`, scaled from the anchor.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(
            CGAffineTransform(scaleX: scale.width, y: scale.height).anchored(at: anchor, in: rect))
    }
}

/// A shape mapped by an affine transform.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform

    /// A shape mapped by `transform`.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - transform: The transform.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's outline, transformed.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The content's outline in `rect`, mapped by the transform.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

/// The part of a shape's outline between two fractions of its length.
public struct _TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    let startFraction: CGFloat
    let endFraction: CGFloat

    /// The part of the outline.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The content's outline in `rect`, trimmed.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

/// A shape drawn in a frame of a fixed size.
public struct _SizedShape<Content: Shape>: Shape {
    let shape: Content
    let size: CGSize

    /// The shape's outline in a frame of the fixed size, at `rect`'s origin.
    ///
    /// - Parameter rect: The frame the shape is given.
    /// - Returns: The content's outline in the resized frame.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }
}

extension CGAffineTransform {
    /// This transform about a point of `rect` rather than the origin: that point stays put.
    func anchored(at anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(self)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }
}
