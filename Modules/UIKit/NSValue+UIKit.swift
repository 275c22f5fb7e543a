extension NSValue {
    /// A value holding a rectangle (as keyboard notifications carry the keyboard's frame).
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// A value holding a point.
    ///
    /// - Parameter point: The point.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A value holding a size.
    ///
    /// - Parameter size: The size.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
