import Foundation

extension ProjectionTransform {
    /// Inverts this transform when it can be inverted.
    ///
    /// - Returns: True when it was inverted; false, leaving it unchanged, when it is singular.
    @discardableResult
    public mutating func invert() -> Bool {
        // The adjugate over the determinant, cofactor by cofactor.
        let c11 = m22 * m33 - m23 * m32
        let c12 = m23 * m31 - m21 * m33
        let c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0, determinant.isFinite else { return false }
        var inverse = ProjectionTransform()
        inverse.m11 = c11 / determinant
        inverse.m12 = (m13 * m32 - m12 * m33) / determinant
        inverse.m13 = (m12 * m23 - m13 * m22) / determinant
        inverse.m21 = c12 / determinant
        inverse.m22 = (m11 * m33 - m13 * m31) / determinant
        inverse.m23 = (m13 * m21 - m11 * m23) / determinant
        inverse.m31 = c13 / determinant
        inverse.m32 = (m12 * m31 - m11 * m32) / determinant
        inverse.m33 = (m11 * m22 - m12 * m21) / determinant
        self = inverse
        return true
    }

    /// The inverse of this transform (this transform itself when it is singular).
    ///
    /// - Returns: The transform that undoes this one.
    public func inverted() -> ProjectionTransform {
        var inverse = self
        inverse.invert()
        return inverse
    }
}
