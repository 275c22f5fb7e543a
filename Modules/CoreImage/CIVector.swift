import CoreGraphics

/// A vector of numbers for Core Image's filters: a point (`inputCenter`), a rectangle or a colour's
/// components.
// Sendable because it is immutable.
open class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]

    /// A vector of one number.
    ///
    /// - Parameter x: The number.
    public init(x: CGFloat) {
        values = [x]
        super.init()
    }

    /// A vector of two numbers: a point.
    ///
    /// - Parameters:
    ///   - x: The first.
    ///   - y: The second.
    public init(x: CGFloat, y: CGFloat) {
        values = [x, y]
        super.init()
    }

    /// A vector of four numbers: a rectangle (x, y, width, height) or a colour.
    ///
    /// - Parameters:
    ///   - x: The first.
    ///   - y: The second.
    ///   - z: The third.
    ///   - w: The fourth.
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        values = [x, y, z, w]
        super.init()
    }

    /// A vector of a point.
    ///
    /// - Parameter p: The point.
    public convenience init(cgPoint p: CGPoint) {
        self.init(x: p.x, y: p.y)
    }

    /// A vector of a rectangle.
    ///
    /// - Parameter r: The rectangle.
    public convenience init(cgRect r: CGRect) {
        self.init(x: r.origin.x, y: r.origin.y, z: r.width, w: r.height)
    }

    /// How many numbers it holds.
    open var count: Int { values.count }
    /// The first number (0 when there is none).
    open var x: CGFloat { value(at: 0) }
    /// The second number.
    open var y: CGFloat { value(at: 1) }
    /// The third number.
    open var z: CGFloat { value(at: 2) }
    /// The fourth number.
    open var w: CGFloat { value(at: 3) }
    /// The first two numbers as a point.
    open var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// The first four numbers as a rectangle.
    open var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }

    /// A number by its index.
    ///
    /// - Parameter index: The index.
    /// - Returns: The number, or 0 past the end.
    open func value(at index: Int) -> CGFloat {
        values.indices.contains(index) ? values[index] : 0
    }
}
