/// A labeled content's appearance, made from its configuration: a `LabeledContent` styled with it
/// shows what `makeBody` makes.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled labeled content.
    ///
    /// - Parameter configuration: The label and the content.
    /// - Returns: The view shown in the labeled content's place; `LabeledContent(configuration)` in
    ///   it draws `Label: content` as the next style out does.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a ``LabeledContentStyle`` receives.
public struct LabeledContentStyleConfiguration {
    /// The type of the label.
    public typealias Label = StyledControlLabel
    /// The type of the content.
    public typealias Content = StyledControlLabel
    /// The label.
    public let label: StyledControlLabel
    /// The content.
    public let content: StyledControlLabel
}

/// The `.automatic` labeled content style: `Label: content`.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The labeled content as text output draws it.
    ///
    /// - Parameter configuration: The label and the content.
    /// - Returns: `LabeledContent(configuration)`: `Label: content`.
    public func makeBody(configuration: LabeledContentStyleConfiguration) -> some View {
        LabeledContent(configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The `.automatic` labeled content style.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension LabeledContent where Label == StyledControlLabel, Content == StyledControlLabel {
    /// The labeled content a ``LabeledContentStyle`` is given, drawn by the next style out.
    ///
    /// - Parameter configuration: The configuration a style's `makeBody(configuration:)` receives.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension LabeledContent {
    /// The body of the custom style in effect, if there is one.
    func styledBody(_ environment: EnvironmentValues) -> (any View)? {
        guard let style = environment.labeledContentStyles.custom as? any LabeledContentStyle else { return nil }
        let configuration = LabeledContentStyleConfiguration(
            label: StyledControlLabel(content: label), content: StyledControlLabel(content: content))
        return body(of: style, configuration)
    }

    private func body<S: LabeledContentStyle>(of style: S, _ configuration: LabeledContentStyleConfiguration)
        -> any View
    {
        StyleBody(style: style, takesInteraction: false) { style.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Labeled contents inside this view are drawn by `style`.
    ///
    /// - Parameter style: The style whose `makeBody(configuration:)` draws each `LabeledContent`
    ///   inside; the innermost style set wins, and `.automatic` brings back `Label: content`.
    /// - Returns: A view whose labeled contents are drawn by `style`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        StyleContent(content: self, stack: \.labeledContentStyles, style: style)
    }
}
