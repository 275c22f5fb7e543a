/// A shape style whose type is hidden, so styles of different types can be chosen between
/// (`flag ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)`).
public struct AnyShapeStyle: ShapeStyle {
    /// The wrapped style.
    let base: any ShapeStyle

    /// Hides the type of `style`.
    ///
    /// - Parameter style: The style.
    public init<S: ShapeStyle>(_ style: S) {
        base = style
    }
}
