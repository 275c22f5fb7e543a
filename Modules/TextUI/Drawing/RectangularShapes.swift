import Foundation

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    /// A rectangle.
    public init() {}
    /// The rectangle's outline.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The outline of `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The rectangle inset by `amount` on every side.
    ///
    /// - Parameter amount: How far to move the border inward.
    /// - Returns: The inset rectangle.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(shape: self, amount: amount) }
    public typealias Body = Never
}

/// A rectangle with rounded corners of one size.
public struct RoundedRectangle: InsettableShape {
    /// The corners' width and height.
    public var cornerSize: CGSize
    /// The corners' shape.
    public var style: RoundedCornerStyle

    /// A rectangle with corners of `cornerRadius`.
    ///
    /// - Parameters:
    ///   - cornerRadius: The corners' radius.
    ///   - style: The corners' shape (continuous corners are drawn as circular ones).
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with corners of `cornerSize`.
    ///
    /// - Parameters:
    ///   - cornerSize: The corners' width and height.
    ///   - style: The corners' shape (continuous corners are drawn as circular ones).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The rectangle's outline with its rounded corners.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The outline of `rect`, its corners rounded (each at most half the side).
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    /// The rectangle inset by `amount` on every side.
    ///
    /// - Parameter amount: How far to move the border inward.
    /// - Returns: The inset rectangle.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(shape: self, amount: amount) }

    /// The corner size, which animations interpolate.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
    public typealias Body = Never
}

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Sendable, Hashable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for the four corners (0 by default: square).
    ///
    /// - Parameters:
    ///   - topLeading: The top-leading corner's radius.
    ///   - bottomLeading: The bottom-leading corner's radius.
    ///   - bottomTrailing: The bottom-trailing corner's radius.
    ///   - topTrailing: The top-trailing corner's radius.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle with a radius for each corner.
public struct UnevenRoundedRectangle: InsettableShape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' shape.
    public var style: RoundedCornerStyle

    /// A rectangle with the corners `cornerRadii`.
    ///
    /// - Parameters:
    ///   - cornerRadii: The four corners' radii.
    ///   - style: The corners' shape (continuous corners are drawn as circular ones).
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius for each corner (0 by default: square).
    ///
    /// - Parameters:
    ///   - topLeadingRadius: The top-leading corner's radius.
    ///   - bottomLeadingRadius: The bottom-leading corner's radius.
    ///   - bottomTrailingRadius: The bottom-trailing corner's radius.
    ///   - topTrailingRadius: The top-trailing corner's radius.
    ///   - style: The corners' shape (continuous corners are drawn as circular ones).
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The rectangle's outline with its corners.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The outline of `rect`, each corner rounded by its radius.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
    /// The rectangle inset by `amount` on every side.
    ///
    /// - Parameter amount: How far to move the border inward.
    /// - Returns: The inset rectangle.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(shape: self, amount: amount)
    }
    public typealias Body = Never
}

/// The shape of the container the view is in (a rectangle, in text output: no container has
/// a shape of its own).
public struct ContainerRelativeShape: InsettableShape {
    /// The container's shape.
    public init() {}
    /// A rectangle's outline.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The outline of `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The shape inset by `amount` on every side.
    ///
    /// - Parameter amount: How far to move the border inward.
    /// - Returns: The inset shape.
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
        _InsetShape(shape: self, amount: amount)
    }
    public typealias Body = Never
}
