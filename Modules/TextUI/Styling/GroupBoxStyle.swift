/// A group box's appearance, made from its configuration: a group box styled with it shows what
/// `makeBody` makes.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled group box.
    ///
    /// - Parameter configuration: The group box's label and content.
    /// - Returns: The view shown in the group box's place; `GroupBox(configuration)` in it draws the box as
    ///   the next style out does (a frame, when there is none).
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` receives.
public struct GroupBoxStyleConfiguration {
    /// The type of the group box's label.
    public typealias Label = StyledControlLabel
    /// The type of the group box's content.
    public typealias Content = StyledControlLabel
    /// The group box's label.
    public let label: StyledControlLabel
    /// The group box's content.
    public let content: StyledControlLabel
}

/// The `.automatic` group box style: a frame with the label in its top edge.
public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The group box as text output draws it.
    ///
    /// - Parameter configuration: The group box's label and content.
    /// - Returns: `GroupBox(configuration)`: a frame around the content, with the label in its top edge.
    public func makeBody(configuration: GroupBoxStyleConfiguration) -> GroupBox<StyledControlLabel, StyledControlLabel>
    {
        GroupBox(configuration)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The `.automatic` group box style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension GroupBox where Label == StyledControlLabel, Content == StyledControlLabel {
    /// The group box a ``GroupBoxStyle`` is given, drawn by the next style out.
    ///
    /// - Parameter configuration: The configuration a ``GroupBoxStyle``'s `makeBody(configuration:)` receives;
    ///   the box takes its label and content.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension GroupBox {
    /// The body of the custom style in effect, if there is one.
    func styledBody(_ environment: EnvironmentValues) -> (any View)? {
        guard let style = environment.groupBoxStyles.custom as? any GroupBoxStyle else { return nil }
        let configuration = GroupBoxStyleConfiguration(
            label: StyledControlLabel(content: label), content: StyledControlLabel(content: content))
        return body(of: style, configuration)
    }

    private func body<S: GroupBoxStyle>(of style: S, _ configuration: GroupBoxStyleConfiguration) -> any View {
        StyleBody(style: style, takesInteraction: false) { style.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Group boxes inside this view are drawn by `style`.
    ///
    /// - Parameter style: The style whose `makeBody(configuration:)` draws each group box inside; the
    ///   innermost style set wins, and `.automatic` brings back the frame.
    /// - Returns: A view whose group boxes are drawn by `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        StyleContent(content: self, stack: \.groupBoxStyles, style: style)
    }
}
