import Foundation

// The text styles of iOS 16 on any view: they apply to the texts inside. Text output has one
// font and no decorations: these return the view unchanged (`Text`'s own `bold()` and heading
// fonts give emphasis where a styled rendering shows it).
extension View {
    /// This view (decorations are not rendered).
    ///
    /// - Parameters:
    ///   - isActive: Whether the texts inside are struck through (true by default).
    ///   - pattern: The line's pattern (solid by default).
    ///   - color: The line's colour, or nil for the text's.
    /// - Returns: This view, unchanged.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    { self }
    /// This view (decorations are not rendered).
    ///
    /// - Parameters:
    ///   - isActive: Whether the texts inside are underlined (true by default).
    ///   - pattern: The line's pattern (solid by default).
    ///   - color: The line's colour, or nil for the text's.
    /// - Returns: This view, unchanged.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    { self }
    /// This view (font widths are not rendered).
    ///
    /// - Parameter width: The width of the texts' font, or nil for the inherited one.
    /// - Returns: This view, unchanged.
    public func fontWidth(_ width: Font.Width?) -> some View { self }
    /// This view (offsets are not rendered).
    ///
    /// - Parameter baselineOffset: How far to raise the texts inside, in points.
    /// - Returns: This view, unchanged.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
    /// This view (languages do not change text output).
    ///
    /// - Parameters:
    ///   - language: The language to lay the texts out for.
    ///   - isEnabled: Whether the language applies (true by default).
    /// - Returns: This view, unchanged.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    /// This view (languages do not change text output).
    ///
    /// - Parameters:
    ///   - language: The language to lay the texts out for (`.automatic`, or `.explicit(_:)`).
    ///   - isEnabled: Whether the language applies (true by default).
    /// - Returns: This view, unchanged.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }
    /// This view (text scales are not rendered in text output).
    ///
    /// - Parameters:
    ///   - scale: The scale of the texts inside (`.secondary` for smaller text).
    ///   - isEnabled: Whether the scale applies (true by default).
    /// - Returns: This view, unchanged.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
