/// A button's appearance, made from its configuration: a button styled with it shows what
/// `makeBody` makes, in brackets (`[ ★ Save ]`), and is tapped as any button.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled button.
    ///
    /// - Parameter configuration: The button's label and role (`isPressed` is always false in text output).
    /// - Returns: The view shown in the button's place, in its brackets; tapping it runs the button's action.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = ButtonStyleConfiguration
}

/// A button's appearance and interaction, made from its configuration: a button styled with it
/// shows what `makeBody` makes, and is operated through it (a `Button(configuration)` or an
/// `onTapGesture` that calls `configuration.trigger()`), as in SwiftUI.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled button.
    ///
    /// - Parameter configuration: The button's label and role, and `trigger()`, which performs its action.
    /// - Returns: The view shown in the button's place. The button is operated through it, so it holds a
    ///   `Button(configuration)` or calls `configuration.trigger()` from a gesture.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``ButtonStyle`` receives.
public struct ButtonStyleConfiguration {
    /// The type of the button's label.
    public typealias Label = StyledControlLabel
    /// The button's label.
    public let label: StyledControlLabel
    /// The button's role.
    public let role: ButtonRole?
    /// Whether the button is being pressed (never, in text output).
    public let isPressed: Bool
}

/// What a ``PrimitiveButtonStyle`` receives. Main-actor isolated, as styles are, so that
/// `Button(action: configuration.trigger)` passes its trigger along.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
    /// The type of the button's label.
    public typealias Label = StyledControlLabel
    /// The button's label.
    public let label: StyledControlLabel
    /// The button's role.
    public let role: ButtonRole?
    let action: @MainActor () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}

extension Button where Label == StyledControlLabel {
    /// The button a ``PrimitiveButtonStyle`` is given, drawn by the next style out (as text
    /// output draws buttons, unless another custom style is set around it).
    ///
    /// - Parameter configuration: The configuration a ``PrimitiveButtonStyle``'s `makeBody(configuration:)`
    ///   receives; the button takes its label, role and action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

extension Button {
    /// The child that shows this button: its label, or the body of the custom style in effect.
    func styledLabel(_ environment: EnvironmentValues) -> any View {
        switch environment.buttonStyles.custom {
        case let style as any ButtonStyle:
            return body(
                of: style,
                ButtonStyleConfiguration(label: StyledControlLabel(content: label), role: role, isPressed: false))
        case let style as any PrimitiveButtonStyle:
            let configuration = PrimitiveButtonStyleConfiguration(
                label: StyledControlLabel(content: label), role: role, action: action)
            return body(of: style, configuration)
        default:
            return label
        }
    }

    private func body<S: ButtonStyle>(of style: S, _ configuration: ButtonStyleConfiguration) -> any View {
        StyleBody(style: style, takesInteraction: false) { style.makeBody(configuration: configuration) }
    }

    private func body<S: PrimitiveButtonStyle>(of style: S, _ configuration: PrimitiveButtonStyleConfiguration)
        -> any View
    {
        StyleBody(style: style, takesInteraction: true) { style.makeBody(configuration: configuration) }
    }
}

// MARK: Built-in button styles

/// The `.automatic` button style (not rendered).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}

    /// The button as text output draws it.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: `Button(configuration)`: the same button, drawn by the next style out (as `[ Label ]` when
    ///   there is none).
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> Button<StyledControlLabel> {
        Button(configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The `.automatic` button style (not rendered).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// The `.plain` button style (not rendered).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}

    /// The button as text output draws it.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: `Button(configuration)`: the same button, drawn by the next style out (as `[ Label ]` when
    ///   there is none).
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> Button<StyledControlLabel> {
        Button(configuration)
    }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The `.plain` button style (not rendered).
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The `.borderless` button style (not rendered).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}

    /// The button as text output draws it.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: `Button(configuration)`: the same button, drawn by the next style out (as `[ Label ]` when
    ///   there is none).
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> Button<StyledControlLabel> {
        Button(configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The `.borderless` button style (not rendered).
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The `.bordered` button style (not rendered).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}

    /// The button as text output draws it.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: `Button(configuration)`: the same button, drawn by the next style out (as `[ Label ]` when
    ///   there is none).
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> Button<StyledControlLabel> {
        Button(configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The `.bordered` button style (not rendered).
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// The `.borderedProminent` button style (not rendered).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}

    /// The button as text output draws it.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: `Button(configuration)`: the same button, drawn by the next style out (as `[ Label ]` when
    ///   there is none).
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> Button<StyledControlLabel> {
        Button(configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The `.borderedProminent` button style (not rendered).
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
