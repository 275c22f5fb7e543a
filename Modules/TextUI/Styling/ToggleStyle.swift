/// A toggle's appearance, made from its configuration: a toggle styled with it shows what
/// `makeBody` makes (a button in it that flips `configuration.isOn` flips the toggle), and the
/// host still toggles it by its label.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled toggle.
    ///
    /// - Parameter configuration: The toggle's label and its `isOn` binding.
    /// - Returns: The view shown in the toggle's place; a button in it that flips `configuration.isOn` flips
    ///   the toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` receives.
public struct ToggleStyleConfiguration {
    /// The type of the toggle's label.
    public typealias Label = StyledControlLabel
    /// The toggle's label.
    public let label: StyledControlLabel
    /// The toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off (never, here).
    public var isMixed: Bool { false }
}

extension Toggle where Label == StyledControlLabel {
    /// The toggle a ``ToggleStyle`` is given, drawn by the next style out.
    ///
    /// - Parameter configuration: The configuration a ``ToggleStyle``'s `makeBody(configuration:)` receives;
    ///   the toggle takes its label and `isOn` binding.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle {
    /// The child that shows this toggle: its label, or the body of the custom style in effect.
    func styledLabel(_ environment: EnvironmentValues) -> any View {
        guard let style = environment.toggleStyles.custom as? any ToggleStyle else { return label }
        return body(of: style, ToggleStyleConfiguration(label: StyledControlLabel(content: label), isOn: isOn))
    }

    private func body<S: ToggleStyle>(of style: S, _ configuration: ToggleStyleConfiguration) -> any View {
        StyleBody(style: style, takesInteraction: false) { style.makeBody(configuration: configuration) }
    }
}

// MARK: Built-in toggle styles

/// The `.automatic` toggle style (not rendered).
public struct DefaultToggleStyle: ToggleStyle {
    /// The style.
    public init() {}

    /// The toggle as text output draws it.
    ///
    /// - Parameter configuration: The toggle's label and its `isOn` binding.
    /// - Returns: `Toggle(configuration)`: the same toggle, drawn by the next style out (as `[x] Label` or
    ///   `[ ] Label` when there is none).
    public func makeBody(configuration: ToggleStyleConfiguration) -> Toggle<StyledControlLabel> {
        Toggle(configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The `.automatic` toggle style (not rendered).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// The `.switch` toggle style (not rendered).
public struct SwitchToggleStyle: ToggleStyle {
    /// The style.
    public init() {}

    /// The toggle as text output draws it.
    ///
    /// - Parameter configuration: The toggle's label and its `isOn` binding.
    /// - Returns: `Toggle(configuration)`: the same toggle, drawn by the next style out (as `[x] Label` or
    ///   `[ ] Label` when there is none).
    public func makeBody(configuration: ToggleStyleConfiguration) -> Toggle<StyledControlLabel> {
        Toggle(configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The `.switch` toggle style (not rendered).
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The `.button` toggle style (not rendered).
public struct ButtonToggleStyle: ToggleStyle {
    /// The style.
    public init() {}

    /// The toggle as text output draws it.
    ///
    /// - Parameter configuration: The toggle's label and its `isOn` binding.
    /// - Returns: `Toggle(configuration)`: the same toggle, drawn by the next style out (as `[x] Label` or
    ///   `[ ] Label` when there is none).
    public func makeBody(configuration: ToggleStyleConfiguration) -> Toggle<StyledControlLabel> {
        Toggle(configuration)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The `.button` toggle style (not rendered).
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The `.checkbox` toggle style (not rendered).
public struct CheckboxToggleStyle: ToggleStyle {
    /// The style.
    public init() {}

    /// The toggle as text output draws it.
    ///
    /// - Parameter configuration: The toggle's label and its `isOn` binding.
    /// - Returns: `Toggle(configuration)`: the same toggle, drawn by the next style out (as `[x] Label` or
    ///   `[ ] Label` when there is none).
    public func makeBody(configuration: ToggleStyleConfiguration) -> Toggle<StyledControlLabel> {
        Toggle(configuration)
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// The `.checkbox` toggle style (not rendered).
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
