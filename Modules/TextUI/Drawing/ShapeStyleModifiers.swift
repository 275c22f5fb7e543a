import Foundation

/// A shadow a style casts (not rendered).
public struct ShadowStyle: Sendable, Hashable {
    let isInner: Bool
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow cast outside the shape.
    ///
    /// - Parameters:
    ///   - color: The shadow's colour (black at 33% by default).
    ///   - radius: How far it blurs.
    ///   - x: Its horizontal offset.
    ///   - y: Its vertical offset.
    /// - Returns: The shadow.
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow cast inside the shape.
    ///
    /// - Parameters:
    ///   - color: The shadow's colour (black at 55% by default).
    ///   - radius: How far it blurs.
    ///   - x: Its horizontal offset.
    ///   - y: Its vertical offset.
    /// - Returns: The shadow.
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
    }
}

/// A style changed by a modifier: made transparent, blended or shadowed (not rendered).
public struct _ModifiedShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let change: Change

    /// What the modifier changes.
    enum Change: Sendable {
        case opacity(Double), blendMode(BlendMode), shadow(ShadowStyle)
    }
}

extension ShapeStyle {
    /// This style made more transparent (not rendered).
    ///
    /// - Parameter opacity: The factor, from 0 (clear) to 1 (unchanged).
    /// - Returns: The transparent style.
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> _ModifiedShapeStyle<Self> {
        _ModifiedShapeStyle(base: self, change: .opacity(opacity))
    }

    /// This style blended with what is under it (not rendered).
    ///
    /// - Parameter mode: How it blends.
    /// - Returns: The blended style.
    @_disfavoredOverload
    public func blendMode(_ mode: BlendMode) -> _ModifiedShapeStyle<Self> {
        _ModifiedShapeStyle(base: self, change: .blendMode(mode))
    }

    /// This style casting a shadow (not rendered).
    ///
    /// - Parameter style: The shadow.
    /// - Returns: The shadowed style.
    @_disfavoredOverload
    public func shadow(_ style: ShadowStyle) -> _ModifiedShapeStyle<Self> {
        _ModifiedShapeStyle(base: self, change: .shadow(style))
    }
}

extension ShapeStyle where Self == _ModifiedShapeStyle<ForegroundStyle> {
    /// The foreground style casting a shadow (not rendered).
    ///
    /// - Parameter style: The shadow.
    /// - Returns: The shadowed foreground style.
    public static func shadow(_ style: ShadowStyle) -> _ModifiedShapeStyle<ForegroundStyle> {
        ForegroundStyle().shadow(style)
    }
}

/// How a view's colours blend with what is under it (not rendered).
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// The blend modes of Core Graphics, from `normal` (drawn over) to `plusLighter`.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// More of Core Graphics' blend modes.
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    /// Darker or lighter sums.
    case plusDarker, plusLighter
}
