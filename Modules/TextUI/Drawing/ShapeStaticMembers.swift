import Foundation

// The built-in shapes by name, where a shape is expected: `.clipShape(.rect(cornerRadius: 8))`,
// `.background(.blue, in: .capsule)`.
extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of one radius.
    ///
    /// - Parameters:
    ///   - cornerRadius: The corners' radius.
    ///   - style: The corners' shape.
    /// - Returns: The rounded rectangle.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners of one size.
    ///
    /// - Parameters:
    ///   - cornerSize: The corners' width and height.
    ///   - style: The corners' shape.
    /// - Returns: The rounded rectangle.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius for each corner.
    ///
    /// - Parameters:
    ///   - cornerRadii: The four corners' radii.
    ///   - style: The corners' shape.
    /// - Returns: The rectangle.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with a radius for each corner (0 by default: square).
    ///
    /// - Parameters:
    ///   - topLeadingRadius: The top-leading corner's radius.
    ///   - bottomLeadingRadius: The bottom-leading corner's radius.
    ///   - bottomTrailingRadius: The bottom-trailing corner's radius.
    ///   - topTrailingRadius: The top-trailing corner's radius.
    ///   - style: The corners' shape.
    /// - Returns: The rectangle.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with ends of a style.
    ///
    /// - Parameter style: The ends' shape.
    /// - Returns: The capsule.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
