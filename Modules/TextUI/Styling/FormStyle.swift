/// A form's appearance, made from its configuration: a form styled with it shows what `makeBody`
/// makes; `Form(configuration)` in it draws the form as the next style out does. The built-in
/// styles all draw the one text form (its views as rows).
@MainActor @preconcurrency
public protocol FormStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled form.
    ///
    /// - Parameter configuration: The form's content.
    /// - Returns: The view shown in the form's place.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = FormStyleConfiguration
}

/// What a ``FormStyle`` receives.
public struct FormStyleConfiguration {
    /// The type of the form's content.
    public typealias Content = StyledControlLabel
    /// The form's content: its views.
    public let content: StyledControlLabel
}

extension Form where Content == StyledControlLabel {
    /// The form a ``FormStyle`` is given, drawn by the next style out.
    ///
    /// - Parameter configuration: The configuration a ``FormStyle``'s `makeBody(configuration:)`
    ///   receives; the form takes its content.
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}

extension Form {
    /// The body of the custom style in effect, if there is one.
    func styledBody(_ environment: EnvironmentValues) -> (any View)? {
        guard let style = environment.formStyles.custom as? any FormStyle else { return nil }
        return body(of: style, FormStyleConfiguration(content: StyledControlLabel(content: content)))
    }

    private func body<S: FormStyle>(of style: S, _ configuration: FormStyleConfiguration) -> any View {
        StyleBody(style: style, takesInteraction: false) { style.makeBody(configuration: configuration) }
    }
}

extension EnvironmentValues {
    /// The form styles set around a view.
    var formStyles: StyleStack {
        get { self[FormStylesKey.self] }
        set { self[FormStylesKey.self] = newValue }
    }
}

private struct FormStylesKey: EnvironmentKey {
    static var defaultValue: StyleStack { StyleStack() }
}

extension View {
    /// Forms inside this view are drawn by `style`.
    ///
    /// - Parameter style: The style whose `makeBody(configuration:)` draws each form inside; the
    ///   innermost style set wins, and the built-in styles draw the text form.
    /// - Returns: A view whose forms are drawn by `style`.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        StyleContent(content: self, stack: \.formStyles, style: style)
    }
}

/// The `.automatic` form style (text output draws one kind of form).
public struct AutomaticFormStyle: FormStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The form as text output draws it.
    ///
    /// - Parameter configuration: The form's content.
    /// - Returns: `Form(configuration)`: the same form, drawn by the next style out (when there is none,
    ///   its views as rows).
    public func makeBody(configuration: FormStyleConfiguration) -> Form<StyledControlLabel> {
        Form(configuration)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The `.automatic` form style (text output draws one kind of form).
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

/// The `.grouped` form style (text output draws one kind of form).
public struct GroupedFormStyle: FormStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The form as text output draws it.
    ///
    /// - Parameter configuration: The form's content.
    /// - Returns: `Form(configuration)`: the same form, drawn by the next style out (when there is none,
    ///   its views as rows).
    public func makeBody(configuration: FormStyleConfiguration) -> Form<StyledControlLabel> {
        Form(configuration)
    }
}

extension FormStyle where Self == GroupedFormStyle {
    /// The `.grouped` form style (text output draws one kind of form).
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// The `.columns` form style (text output draws one kind of form).
public struct ColumnsFormStyle: FormStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The form as text output draws it.
    ///
    /// - Parameter configuration: The form's content.
    /// - Returns: `Form(configuration)`: the same form, drawn by the next style out (when there is none,
    ///   its views as rows).
    public func makeBody(configuration: FormStyleConfiguration) -> Form<StyledControlLabel> {
        Form(configuration)
    }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// The `.columns` form style (text output draws one kind of form).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
