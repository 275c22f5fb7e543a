import Foundation

// Graphic effects. Text output draws no pixels: these modifiers return the view unchanged (a
// mask is mounted behind it, as a background is, and not shown).
extension View {
    /// This view (3D rotations are not rendered).
    ///
    /// - Parameters:
    ///   - angle: How far to turn the view.
    ///   - axis: The axis to turn around, as x, y and z components.
    ///   - anchor: The point of the view the axis passes through (the center by default).
    ///   - anchorZ: The axis's depth (0 by default).
    ///   - perspective: How strong the perspective is (1 by default).
    /// - Returns: This view, unchanged.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View { self }
    /// This view (positions are not rendered: text output lays views out in lines).
    ///
    /// - Parameter position: Where the view's center goes in its parent.
    /// - Returns: This view, unchanged.
    public func position(_ position: CGPoint) -> some View { self }
    /// This view (positions are not rendered: text output lays views out in lines).
    ///
    /// - Parameters:
    ///   - x: Where the view's center goes across.
    ///   - y: Where the view's center goes down.
    /// - Returns: This view, unchanged.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// This view (offscreen drawing does not change text output).
    ///
    /// - Parameters:
    ///   - opaque: Whether the drawing is opaque.
    ///   - colorMode: The colour space it is drawn in.
    /// - Returns: This view, unchanged.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
    /// This view (projections are not rendered).
    ///
    /// - Parameter transform: The projection to draw the view with.
    /// - Returns: This view, unchanged.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View { self }
    /// This view (transforms are not rendered).
    ///
    /// - Parameter transform: The affine transform to draw the view with.
    /// - Returns: This view, unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View { self }
    /// This view (compositing does not change text output).
    ///
    /// - Returns: This view, unchanged.
    public func compositingGroup() -> some View { self }
    /// This view (blending is not rendered).
    ///
    /// - Parameter blendMode: How the view blends with what is under it.
    /// - Returns: This view, unchanged.
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
    /// This view (colours are not rendered).
    ///
    /// - Parameter angle: How far to turn the hues.
    /// - Returns: This view, unchanged.
    public func hueRotation(_ angle: Angle) -> some View { self }
    /// This view (colours are not rendered).
    ///
    /// - Parameter amount: The contrast, where 1 leaves colours as they are.
    /// - Returns: This view, unchanged.
    public func contrast(_ amount: Double) -> some View { self }
    /// This view (colours are not rendered).
    ///
    /// - Returns: This view, unchanged.
    public func colorInvert() -> some View { self }
    /// This view (colours are not rendered).
    ///
    /// - Parameter color: The colour to multiply the view's colours by.
    /// - Returns: This view, unchanged.
    public func colorMultiply(_ color: Color) -> some View { self }
    /// This view (colours are not rendered).
    ///
    /// - Returns: This view, unchanged.
    public func luminanceToAlpha() -> some View { self }
    /// This view, masked by `mask`: the mask is mounted behind it (its lifecycle runs) and not
    /// shown; masking is not rendered.
    ///
    /// - Parameters:
    ///   - alignment: Where the mask sits (the center by default).
    ///   - mask: Builds the mask.
    /// - Returns: This view, with the mask mounted behind it.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        BackgroundContent(content: self, background: mask())
    }
    /// This view, masked by `mask` (mounted behind it and not shown).
    ///
    /// - Parameter mask: The mask.
    /// - Returns: This view, with the mask mounted behind it.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        BackgroundContent(content: self, background: mask)
    }
    /// This view (effects that depend on geometry are not rendered; `effect` is not called).
    ///
    /// - Parameter effect: Makes the effect from the view's geometry.
    /// - Returns: This view, unchanged.
    public func visualEffect<Effect: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    ) -> some View { self }
    /// This view (the hit-testing shape does not matter in text output).
    ///
    /// - Parameters:
    ///   - kind: Which interactions the shape is for.
    ///   - shape: The shape.
    ///   - eoFill: Whether the shape uses the even-odd rule.
    /// - Returns: This view, unchanged.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        self
    }
    /// This view (colours are not rendered).
    ///
    /// - Parameter accentColor: The accent colour of controls, or nil for the default.
    /// - Returns: This view, unchanged.
    public func accentColor(_ accentColor: Color?) -> some View { self }
    /// This view (aspect ratios are not rendered).
    ///
    /// - Parameters:
    ///   - aspectRatio: The width-to-height ratio, as a size.
    ///   - contentMode: Whether the content fits or fills the frame.
    /// - Returns: This view, unchanged.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
}

/// The colour space of an offscreen drawing (not rendered).
public enum ColorRenderingMode: Sendable, Hashable {
    /// Gamma-encoded sRGB, linear sRGB, or linear sRGB past the 0...1 range.
    case nonLinear, linear, extendedLinear
}

/// Which interactions a content shape is for (not rendered).
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: Int

    /// Kinds from their raw value.
    ///
    /// - Parameter rawValue: The kinds' bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Hit testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// Drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// Context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// Accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// An effect made from a view's geometry, in `visualEffect` (not rendered). Its modifiers return
/// the effect, so `content.offset(y: …).opacity(…)` compiles.
public protocol VisualEffect: Sendable {}

/// The effect a `visualEffect` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    /// The empty effect.
    public init() {}
}

extension VisualEffect {
    /// The effect, offset (not rendered).
    ///
    /// - Parameter offset: How far to move the view.
    /// - Returns: This effect.
    public func offset(_ offset: CGSize) -> Self { self }
    /// The effect, offset (not rendered).
    ///
    /// - Parameters:
    ///   - x: How far to move the view across.
    ///   - y: How far to move it down.
    /// - Returns: This effect.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// The effect, transformed (not rendered).
    ///
    /// - Parameter transform: The affine transform.
    /// - Returns: This effect.
    public func transformEffect(_ transform: CGAffineTransform) -> Self { self }
    /// The effect, scaled (not rendered).
    ///
    /// - Parameters:
    ///   - scale: The factor.
    ///   - anchor: The point that stays put.
    /// - Returns: This effect.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    /// The effect, scaled (not rendered).
    ///
    /// - Parameters:
    ///   - scale: The factors.
    ///   - anchor: The point that stays put.
    /// - Returns: This effect.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    /// The effect, scaled (not rendered).
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    ///   - anchor: The point that stays put.
    /// - Returns: This effect.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    /// The effect, rotated (not rendered).
    ///
    /// - Parameters:
    ///   - angle: How far to turn.
    ///   - anchor: The point turned around.
    /// - Returns: This effect.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// The effect, rotated in 3D (not rendered).
    ///
    /// - Parameters:
    ///   - angle: How far to turn.
    ///   - axis: The axis.
    ///   - anchor: The point the axis passes through.
    ///   - anchorZ: The axis's depth.
    ///   - perspective: How strong the perspective is.
    /// - Returns: This effect.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> Self { self }
    /// The effect, made transparent (not rendered).
    ///
    /// - Parameter opacity: The opacity.
    /// - Returns: This effect.
    public func opacity(_ opacity: Double) -> Self { self }
    /// The effect, blurred (not rendered).
    ///
    /// - Parameters:
    ///   - radius: How far it blurs.
    ///   - opaque: Whether the blur is opaque at the edges.
    /// - Returns: This effect.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    /// The effect, brightened (not rendered).
    ///
    /// - Parameter amount: The brightness to add.
    /// - Returns: This effect.
    public func brightness(_ amount: Double) -> Self { self }
    /// The effect, with contrast (not rendered).
    ///
    /// - Parameter amount: The contrast.
    /// - Returns: This effect.
    public func contrast(_ amount: Double) -> Self { self }
    /// The effect, saturated (not rendered).
    ///
    /// - Parameter amount: The saturation.
    /// - Returns: This effect.
    public func saturation(_ amount: Double) -> Self { self }
    /// The effect, greyed (not rendered).
    ///
    /// - Parameter amount: How much colour to remove.
    /// - Returns: This effect.
    public func grayscale(_ amount: Double) -> Self { self }
    /// The effect, hue-rotated (not rendered).
    ///
    /// - Parameter angle: How far to turn the hues.
    /// - Returns: This effect.
    public func hueRotation(_ angle: Angle) -> Self { self }
    /// The effect, colour-multiplied (not rendered).
    ///
    /// - Parameter color: The colour to multiply by.
    /// - Returns: This effect.
    public func colorMultiply(_ color: Color) -> Self { self }
}
