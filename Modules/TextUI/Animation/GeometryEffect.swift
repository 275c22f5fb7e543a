import Foundation

/// A modifier that moves, turns or scales its view by a projection (`struct Shake: GeometryEffect
/// { var animatableData: CGFloat; func effectValue(size:) -> ProjectionTransform }`). Text output
/// draws no geometry: the view renders unchanged and ``effectValue(size:)`` is not asked.
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The projection to apply to a view of `size`.
    ///
    /// - Parameter size: The size of the view.
    /// - Returns: The projection.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content, unchanged (geometry is not rendered).
    ///
    /// - Parameter content: The view the effect is applied to.
    /// - Returns: `content` itself.
    public func body(content: Content) -> Content { content }

    /// The same effect, ignored when laying out (layout is not affected in text output anyway).
    ///
    /// - Returns: This effect.
    public func ignoredByLayout() -> Self { self }
}

/// A 3-by-3 projective transform of the plane.
public struct ProjectionTransform: Sendable, Hashable {
    /// The first row.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row (the translation, then the projective term).
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projection of an affine transform.
    ///
    /// - Parameter m: The affine transform.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// True when the transform maps every point to itself.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// True when the transform is affine (no projective terms).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    ///
    /// - Parameter rhs: The transform applied after this one.
    /// - Returns: The combined transform.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        // Row by column, one entry at a time: the same product written with nested closures took
        // the type checker 0.7 s.
        let left: [[CGFloat]] = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let right: [[CGFloat]] = [
            [rhs.m11, rhs.m12, rhs.m13], [rhs.m21, rhs.m22, rhs.m23], [rhs.m31, rhs.m32, rhs.m33],
        ]
        var product: [[CGFloat]] = [[0, 0, 0], [0, 0, 0], [0, 0, 0]]
        for row in 0..<3 {
            for column in 0..<3 {
                var sum: CGFloat = 0
                for k in 0..<3 {
                    sum += left[row][k] * right[k][column]
                }
                product[row][column] = sum
            }
        }
        var result = ProjectionTransform()
        (result.m11, result.m12, result.m13) = (product[0][0], product[0][1], product[0][2])
        (result.m21, result.m22, result.m23) = (product[1][0], product[1][1], product[1][2])
        (result.m31, result.m32, result.m33) = (product[2][0], product[2][1], product[2][2])
        return result
    }
}

extension CGPoint {
    /// This point mapped by a projection.
    ///
    /// - Parameter m: The projection.
    /// - Returns: The mapped point (divided by its projective term).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}
