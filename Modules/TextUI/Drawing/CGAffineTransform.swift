import Foundation

/// An affine transform of the plane: Core Graphics' type, which `import SwiftUI` makes visible
/// on iOS and Linux's Foundation lacks. A point `(x, y)` maps to
/// `(a * x + c * y + tx, b * x + d * y + ty)`; paths and shapes apply it (`path.applying(t)`).
public struct CGAffineTransform: Sendable, Hashable, Codable {
    /// The entry that scales x (and rotates).
    public var a: CGFloat
    /// The entry that shears y by x (and rotates).
    public var b: CGFloat
    /// The entry that shears x by y (and rotates).
    public var c: CGFloat
    /// The entry that scales y (and rotates).
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// The identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// A transform from its six entries.
    ///
    /// - Parameters:
    ///   - a: The entry that scales x.
    ///   - b: The entry that shears y by x.
    ///   - c: The entry that shears x by y.
    ///   - d: The entry that scales y.
    ///   - tx: The horizontal translation.
    ///   - ty: The vertical translation.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A transform from its six entries, unlabelled.
    ///
    /// - Parameters:
    ///   - a: The entry that scales x.
    ///   - b: The entry that shears y by x.
    ///   - c: The entry that shears x by y.
    ///   - d: The entry that scales y.
    ///   - tx: The horizontal translation.
    ///   - ty: The vertical translation.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A translation.
    ///
    /// - Parameters:
    ///   - tx: How far to move along x.
    ///   - ty: How far to move along y.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    ///
    /// - Parameters:
    ///   - sx: The factor along x.
    ///   - sy: The factor along y.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin.
    ///
    /// - Parameter angle: The angle in radians; positive turns x toward y (clockwise on a screen).
    public init(rotationAngle angle: CGFloat) {
        let (cosine, sine) = (cos(angle), sin(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// True when the transform maps every point to itself.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    ///
    /// - Parameter t2: The transform applied after this one.
    /// - Returns: A transform that maps a point as this one and then `t2` do.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation followed by this transform.
    ///
    /// - Parameters:
    ///   - tx: How far to move along x, before this transform.
    ///   - ty: How far to move along y, before this transform.
    /// - Returns: The combined transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale followed by this transform.
    ///
    /// - Parameters:
    ///   - sx: The factor along x, before this transform.
    ///   - sy: The factor along y, before this transform.
    /// - Returns: The combined transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation followed by this transform.
    ///
    /// - Parameter angle: The angle in radians, before this transform.
    /// - Returns: The combined transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one.
    ///
    /// - Returns: The inverse, or this transform unchanged when it cannot be inverted (as Core
    ///   Graphics does).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}

extension CGPoint {
    /// This point mapped by `t`.
    ///
    /// - Parameter t: The transform.
    /// - Returns: `(a * x + c * y + tx, b * x + d * y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// This size mapped by `t`, as a vector (translations do not move it).
    ///
    /// - Parameter t: The transform.
    /// - Returns: `(a * width + c * height, b * width + d * height)`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding this rectangle's corners mapped by `t`.
    ///
    /// - Parameter t: The transform.
    /// - Returns: The bounding box of the transformed corners (this rectangle when it is null).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
