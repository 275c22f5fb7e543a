/// A control group's appearance, made from its configuration: a `ControlGroup` styled with it
/// shows what `makeBody` makes. The built-in styles draw the controls side by side.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled control group.
    ///
    /// - Parameter configuration: The group's controls and label.
    /// - Returns: The view shown in the group's place; `ControlGroup(configuration)` in it draws the
    ///   controls side by side.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a ``ControlGroupStyle`` receives.
public struct ControlGroupStyleConfiguration {
    /// The type of the group's controls.
    public typealias Content = StyledControlLabel
    /// The type of the group's label.
    public typealias Label = StyledControlLabel
    /// The group's controls.
    public let content: StyledControlLabel
    /// The group's label (empty when it has none).
    public let label: StyledControlLabel
}

extension ControlGroup where Content == StyledControlLabel {
    /// The control group a ``ControlGroupStyle`` is given, drawn by the built-in style.
    ///
    /// - Parameter configuration: The configuration a style's `makeBody(configuration:)` receives.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension ControlGroup {
    /// The body of the custom style in effect, if there is one.
    func styledBody(_ environment: EnvironmentValues) -> (any View)? {
        guard let style = environment.controlGroupStyles.custom as? any ControlGroupStyle else { return nil }
        let configuration = ControlGroupStyleConfiguration(
            content: StyledControlLabel(content: content), label: StyledControlLabel(content: label))
        return body(of: style, configuration)
    }

    private func body<S: ControlGroupStyle>(of style: S, _ configuration: ControlGroupStyleConfiguration) -> any View {
        StyleBody(style: style, takesInteraction: false) { style.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Control groups inside this view are drawn by `style` (the built-in styles draw the controls
    /// side by side).
    ///
    /// - Parameter style: The style; the innermost style set wins.
    /// - Returns: A view whose control groups are drawn by `style`.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        StyleContent(content: self, stack: \.controlGroupStyles, style: style)
    }
}
