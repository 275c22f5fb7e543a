/// Insets from each side of a rectangle, in points.
public struct UIEdgeInsets: Hashable, Sendable {
    /// From the top.
    public var top: CGFloat
    /// From the left.
    public var left: CGFloat
    /// From the bottom.
    public var bottom: CGFloat
    /// From the right.
    public var right: CGFloat

    /// No insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets from each side.
    ///
    /// - Parameters:
    ///   - top: From the top.
    ///   - left: From the left.
    ///   - bottom: From the bottom.
    ///   - right: From the right.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}

/// Insets from each side, by leading and trailing edge.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// From the top.
    public var top: CGFloat
    /// From the leading edge.
    public var leading: CGFloat
    /// From the bottom.
    public var bottom: CGFloat
    /// From the trailing edge.
    public var trailing: CGFloat

    /// No insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets from each side.
    ///
    /// - Parameters:
    ///   - top: From the top.
    ///   - leading: From the leading edge.
    ///   - bottom: From the bottom.
    ///   - trailing: From the trailing edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}

/// Corners of a rectangle.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Corners from their bits.
    ///
    /// - Parameter rawValue: 1 top left, 2 top right, 4 bottom left, 8 bottom right.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Edges of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Edges from their bits.
    ///
    /// - Parameter rawValue: 1 top, 2 left, 4 bottom, 8 right.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// No edge.
    public static let none = UIRectEdge([])
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
