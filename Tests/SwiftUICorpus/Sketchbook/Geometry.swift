import CoreGraphics

// Geometry helpers in a file that imports only Core Graphics, as iOS apps write them.
extension CGRect {
    /// The middle of the rectangle.
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CGPoint {
    /// The point `distance` away from this one in the direction `radians` (clockwise from three
    /// o'clock, y growing downwards), turned with an affine transform.
    func offset(by distance: CGFloat, towards radians: Double) -> CGPoint {
        let step = CGPoint(x: distance, y: 0).applying(CGAffineTransform(rotationAngle: CGFloat(radians)))
        return CGPoint(x: x + step.x, y: y + step.y)
    }
}
