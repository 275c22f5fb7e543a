/// How a text editor looks (text output draws every editor in a frame).
public protocol TextEditorStyle: Sendable {}

/// The `.automatic` text editor style.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The style.
    public init() {}
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The `.automatic` text editor style.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

/// The `.plain` text editor style.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The style.
    public init() {}
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// The `.plain` text editor style.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    /// This view (text output draws every editor in a frame).
    ///
    /// - Parameter style: The text editor style, such as `.plain`; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
}
