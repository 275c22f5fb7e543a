// Visual styling. Text output has one font, no colors and no effects: these modifiers return the
// view unchanged, so SwiftUI code compiles and renders its content as it is.
extension View {
    /// Sets the font of the texts inside (fonts are not rendered: the text is unchanged).
    ///
    /// - Parameter font: The font, or `nil` for the inherited one; kept in `\.font` for the views below.
    /// - Returns: This view, with the font in its environment.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// This view (weights are not rendered).
    ///
    /// - Parameter weight: The weight, or `nil` for the inherited one; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    /// This view (designs are not rendered).
    ///
    /// - Parameter design: The design, or `nil` for the inherited one; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func fontDesign(_ design: Font.Design?) -> some View { self }
    /// This view (weights are not rendered).
    ///
    /// - Parameter isActive: Whether the text is bold; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func bold(_ isActive: Bool = true) -> some View { self }
    /// This view (styles are not rendered).
    ///
    /// - Parameter isActive: Whether the text is italic; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func italic(_ isActive: Bool = true) -> some View { self }
    /// This view (fonts are not rendered).
    ///
    /// - Parameter isActive: Whether the font is monospaced; accepted, no effect (text output has one font).
    /// - Returns: This view, unchanged.
    public func monospaced(_ isActive: Bool = true) -> some View { self }
    /// This view (digit widths do not matter in text output).
    ///
    /// - Returns: This view, unchanged.
    public func monospacedDigit() -> some View { self }
    /// This view (colors are not rendered).
    ///
    /// - Parameter style: The colour or style of the content; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// This view (colors are not rendered).
    ///
    /// - Parameters:
    ///   - primary: The style of primary content; accepted, no effect on the text.
    ///   - secondary: The style of secondary content; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
    /// This view (colors are not rendered).
    ///
    /// - Parameters:
    ///   - primary: The style of primary content; accepted, no effect on the text.
    ///   - secondary: The style of secondary content; accepted, no effect on the text.
    ///   - tertiary: The style of tertiary content; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View { self }
    /// This view (colors are not rendered).
    ///
    /// - Parameter color: The content's colour, or `nil` for the inherited one; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func foregroundColor(_ color: Color?) -> some View { self }
    /// This view (colors are not rendered).
    ///
    /// - Parameter tint: The controls' accent colour, or `nil` for the default; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func tint(_ tint: Color?) -> some View { self }
    /// This view (colors are not rendered).
    ///
    /// - Parameter tint: The controls' accent style, or `nil` for the default; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }
    /// This view (the color scheme is not rendered).
    ///
    /// - Parameter colorScheme: Light or dark, or `nil` for the system's; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    /// This view (transparency is not rendered).
    ///
    /// - Parameter opacity: From 0 (transparent) to 1 (opaque); accepted, no effect (even 0 shows the content).
    /// - Returns: This view, unchanged.
    public func opacity(_ opacity: Double) -> some View { self }
    /// This view (corners are not rendered).
    ///
    /// - Parameters:
    ///   - radius: The corner radius in points; accepted, no effect on the text.
    ///   - antialiased: Whether the corners are smoothed; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    /// This view (clipping is not rendered).
    ///
    /// - Parameters:
    ///   - shape: The shape to clip to; accepted, no effect (nothing is cut off).
    ///   - style: How the shape is filled; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    /// This view (clipping is not rendered).
    ///
    /// - Parameter antialiased: Whether the clip's edges are smoothed; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func clipped(antialiased: Bool = false) -> some View { self }
    /// This view (shadows are not rendered).
    ///
    /// - Parameters:
    ///   - color: The shadow's colour (black at 33%); accepted, no effect on the text.
    ///   - radius: How far the shadow blurs, in points; accepted, no effect on the text.
    ///   - x: The shadow's horizontal offset in points; accepted, no effect on the text.
    ///   - y: The shadow's vertical offset in points; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { self }
    /// This view (borders are not rendered).
    ///
    /// - Parameters:
    ///   - content: The border's colour or style; accepted, no effect on the text.
    ///   - width: The border's width in points; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
    /// This view (effects are not rendered).
    ///
    /// - Parameters:
    ///   - radius: How far the content blurs, in points; accepted, no effect on the text.
    ///   - opaque: Whether the blur is opaque at the edges; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    /// This view (effects are not rendered).
    ///
    /// - Parameter amount: The brightness to add, from -1 to 1; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func brightness(_ amount: Double) -> some View { self }
    /// This view (effects are not rendered).
    ///
    /// - Parameter amount: The saturation, where 1 leaves colours as they are; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func saturation(_ amount: Double) -> some View { self }
    /// This view (effects are not rendered).
    ///
    /// - Parameter amount: How much colour to remove, from 0 to 1; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func grayscale(_ amount: Double) -> some View { self }
    /// This view (transforms are not rendered).
    ///
    /// - Parameters:
    ///   - scale: The factor to scale both dimensions by; accepted, no effect on the text.
    ///   - anchor: The point the scaling is relative to; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    /// This view (transforms are not rendered).
    ///
    /// - Parameters:
    ///   - x: The horizontal scale factor; accepted, no effect on the text.
    ///   - y: The vertical scale factor; accepted, no effect on the text.
    ///   - anchor: The point the scaling is relative to; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }
    /// This view (transforms are not rendered).
    ///
    /// - Parameters:
    ///   - scale: The horizontal and vertical scale factors; accepted, no effect on the text.
    ///   - anchor: The point the scaling is relative to; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
    /// This view (transforms are not rendered).
    ///
    /// - Parameters:
    ///   - angle: The angle to rotate by; accepted, no effect on the text.
    ///   - anchor: The point the rotation is around; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    /// This view (the hit-testing shape does not matter in text output).
    ///
    /// - Parameters:
    ///   - shape: The shape that receives taps; accepted, no effect on the text or on what can be tapped.
    ///   - eoFill: Whether the shape uses the even-odd fill rule; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// This view, with images inside at `scale` (image scales are not rendered).
    ///
    /// - Parameter scale: The relative size of images (symbols).
    /// - Returns: This view, with ``EnvironmentValues/imageScale`` set.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
    /// This view, with controls inside at `controlSize` (control sizes are not rendered).
    ///
    /// - Parameter controlSize: The size of controls.
    /// - Returns: This view, with ``EnvironmentValues/controlSize`` set.
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
}

/// The size of controls (not rendered).
public enum ControlSize: Sendable, Hashable, CaseIterable {
    /// From the smallest controls to the largest (all render the same).
    case mini, small, regular, large, extraLarge
}
