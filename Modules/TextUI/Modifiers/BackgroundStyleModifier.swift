extension View {
    /// Sets the background style for this view's content: `\.backgroundStyle` is `style` below
    /// (not rendered: text output has no backgrounds).
    ///
    /// - Parameter style: The background style.
    /// - Returns: This view, with the style in its environment.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}

extension EnvironmentValues {
    /// The background style set by `.backgroundStyle(_:)` above, or nil.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}
