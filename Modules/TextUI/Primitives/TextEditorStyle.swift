/// How text editors look, made by a body from a configuration (text output draws every editor in a frame: the style is accepted and its
/// body is not shown).
@MainActor @preconcurrency
public protocol TextEditorStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled text editor.
    ///
    /// - Parameter configuration: What the style receives (nothing, as on Apple's platforms).
    /// - Returns: The view Apple's platforms show in the text editor's place.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = TextEditorStyleConfiguration
}

/// What a ``TextEditorStyle`` receives: nothing public, as on Apple's platforms.
public struct TextEditorStyleConfiguration {}

/// The `.automatic` text editor style.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The style.
    public init() {}
    /// The style's body; text output does not show it (text output draws every editor in a frame).
    ///
    /// - Parameter configuration: What the style receives.
    /// - Returns: Nothing to show.
    public func makeBody(configuration: TextEditorStyleConfiguration) -> EmptyView {
        EmptyView()
    }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The `.automatic` text editor style.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

/// The `.plain` text editor style.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The style.
    public init() {}
    /// The style's body; text output does not show it (text output draws every editor in a frame).
    ///
    /// - Parameter configuration: What the style receives.
    /// - Returns: Nothing to show.
    public func makeBody(configuration: TextEditorStyleConfiguration) -> EmptyView {
        EmptyView()
    }
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
