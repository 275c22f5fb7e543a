/// A progress view's appearance, made from its configuration: a progress view styled with it shows
/// what `makeBody` makes; `ProgressView(configuration)` in it draws the progress as text output does.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled progress view.
    ///
    /// - Parameter configuration: The progress (`fractionCompleted`, nil while indeterminate), the label
    ///   and the current value label.
    /// - Returns: The view shown in the progress view's place.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` receives.
public struct ProgressViewStyleConfiguration {
    /// The type of the progress view's label.
    public typealias Label = StyledControlLabel
    /// The type of the progress view's current value label.
    public typealias CurrentValueLabel = StyledControlLabel
    /// How much is done, from 0 to 1; nil while indeterminate.
    public let fractionCompleted: Double?
    /// The progress view's label, if it has one.
    public let label: StyledControlLabel?
    /// The label of the current value, if it has one.
    public let currentValueLabel: StyledControlLabel?
}

extension ProgressView where Label == StyledControlLabel, CurrentValueLabel == StyledControlLabel {
    /// The progress view a ``ProgressViewStyle`` is given, drawn by the next style out.
    ///
    /// - Parameter configuration: The configuration a ``ProgressViewStyle``'s `makeBody(configuration:)`
    ///   receives; the view takes its labels and fraction completed.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            label: configuration.label, currentValueLabel: configuration.currentValueLabel,
            fraction: configuration.fractionCompleted)
    }
}

extension ProgressView {
    /// The body of the custom style in effect, if there is one.
    func styledBody(_ environment: EnvironmentValues) -> (any View)? {
        guard let style = environment.progressViewStyles.custom as? any ProgressViewStyle else { return nil }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { StyledControlLabel(content: $0) },
            currentValueLabel: currentValueLabel.map { StyledControlLabel(content: $0) })
        return body(of: style, configuration)
    }

    private func body<S: ProgressViewStyle>(of style: S, _ configuration: ProgressViewStyleConfiguration)
        -> any View
    {
        StyleBody(style: style, takesInteraction: false) { style.makeBody(configuration: configuration) }
    }
}

// MARK: Built-in progress view styles

/// The `.automatic` progress view style (text output draws one kind of progress view).
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}

    /// The progress view as text output draws it.
    ///
    /// - Parameter configuration: The progress and the label.
    /// - Returns: `ProgressView(configuration)`: the same progress view, drawn by the next style out (when
    ///   there is none, `[...] Label` while indeterminate, `Label [#####-----] 50%` with a value).
    public func makeBody(configuration: ProgressViewStyleConfiguration) -> ProgressView<
        StyledControlLabel, StyledControlLabel
    > {
        ProgressView(configuration)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The `.automatic` progress view style (text output draws one kind of progress view).
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The `.circular` progress view style (text output draws one kind of progress view).
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}

    /// The progress view as text output draws it.
    ///
    /// - Parameter configuration: The progress and the label.
    /// - Returns: `ProgressView(configuration)`: the same progress view, drawn by the next style out (when
    ///   there is none, `[...] Label` while indeterminate, `Label [#####-----] 50%` with a value).
    public func makeBody(configuration: ProgressViewStyleConfiguration) -> ProgressView<
        StyledControlLabel, StyledControlLabel
    > {
        ProgressView(configuration)
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The `.circular` progress view style (text output draws one kind of progress view).
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The `.linear` progress view style (text output draws one kind of progress view).
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}

    /// The progress view as text output draws it.
    ///
    /// - Parameter configuration: The progress and the label.
    /// - Returns: `ProgressView(configuration)`: the same progress view, drawn by the next style out (when
    ///   there is none, `[...] Label` while indeterminate, `Label [#####-----] 50%` with a value).
    public func makeBody(configuration: ProgressViewStyleConfiguration) -> ProgressView<
        StyledControlLabel, StyledControlLabel
    > {
        ProgressView(configuration)
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The `.linear` progress view style (text output draws one kind of progress view).
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
