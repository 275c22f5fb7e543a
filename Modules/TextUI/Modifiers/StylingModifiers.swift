// Visual styling. Text output has one font, no colors and no effects: these modifiers return the
// view unchanged, so SwiftUI code compiles and renders its content as it is.
extension View {
    /// This view (fonts are not rendered).
    public func font(_ font: Font?) -> some View { self }
    /// This view (weights are not rendered).
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    /// This view (designs are not rendered).
    public func fontDesign(_ design: Font.Design?) -> some View { self }
    /// This view (weights are not rendered).
    public func bold(_ isActive: Bool = true) -> some View { self }
    /// This view (styles are not rendered).
    public func italic(_ isActive: Bool = true) -> some View { self }
    /// This view (fonts are not rendered).
    public func monospaced(_ isActive: Bool = true) -> some View { self }
    /// This view (digit widths do not matter in text output).
    public func monospacedDigit() -> some View { self }
    /// This view (colors are not rendered).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// This view (colors are not rendered).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
    /// This view (colors are not rendered).
    public func foregroundColor(_ color: Color?) -> some View { self }
    /// This view (colors are not rendered).
    public func tint(_ tint: Color?) -> some View { self }
    /// This view (colors are not rendered).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }
    /// This view (the color scheme is not rendered).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    /// This view (transparency is not rendered).
    public func opacity(_ opacity: Double) -> some View { self }
    /// This view (corners are not rendered).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    /// This view (clipping is not rendered).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    /// This view (clipping is not rendered).
    public func clipped(antialiased: Bool = false) -> some View { self }
    /// This view (shadows are not rendered).
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// This view (borders are not rendered).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
    /// This view (effects are not rendered).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    /// This view (effects are not rendered).
    public func brightness(_ amount: Double) -> some View { self }
    /// This view (effects are not rendered).
    public func saturation(_ amount: Double) -> some View { self }
    /// This view (effects are not rendered).
    public func grayscale(_ amount: Double) -> some View { self }
    /// This view (transforms are not rendered).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    /// This view (transforms are not rendered).
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }
    /// This view (transforms are not rendered).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    /// This view (the hit-testing shape does not matter in text output).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// This view (image scales are not rendered).
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    /// This view (control sizes are not rendered).
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
}

/// The size of controls (not rendered).
public enum ControlSize: Sendable, Hashable, CaseIterable {
    case mini, small, regular, large, extraLarge
}
