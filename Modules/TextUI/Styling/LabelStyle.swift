/// A label's appearance, made from its configuration: a label styled with it shows what `makeBody`
/// makes (`configuration.title`, `configuration.icon`; an icon that is an image shows nothing).
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled label.
    ///
    /// - Parameter configuration: The label's title and icon (an icon that is an image shows nothing).
    /// - Returns: The view shown in the label's place.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` receives.
public struct LabelStyleConfiguration {
    /// The type of the label's title.
    public typealias Title = StyledControlLabel
    /// The type of the label's icon.
    public typealias Icon = StyledControlLabel
    /// The label's title.
    public let title: StyledControlLabel
    /// The label's icon.
    public let icon: StyledControlLabel
}

extension Label where Title == StyledControlLabel, Icon == StyledControlLabel {
    /// The label a ``LabelStyle`` is given, drawn by the next style out.
    ///
    /// - Parameter configuration: The configuration a ``LabelStyle``'s `makeBody(configuration:)` receives;
    ///   the label takes its title and icon.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label {
    /// The child that shows this label: its title, or the body of the custom style in effect.
    func styledContent(_ environment: EnvironmentValues) -> any View {
        guard let style = environment.labelStyles.custom as? any LabelStyle else { return title }
        let configuration = LabelStyleConfiguration(
            title: StyledControlLabel(content: title), icon: StyledControlLabel(content: icon))
        return body(of: style, configuration)
    }

    private func body<S: LabelStyle>(of style: S, _ configuration: LabelStyleConfiguration) -> any View {
        StyleBody(style: style, takesInteraction: false) { style.makeBody(configuration: configuration) }
    }
}

// MARK: Built-in label styles

/// The `.automatic` label style (not rendered).
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    /// The title, unstyled.
    ///
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: `configuration.title`, which is what text output shows of a label.
    public func makeBody(configuration: LabelStyleConfiguration) -> StyledControlLabel { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The `.automatic` label style (not rendered).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// The `.titleOnly` label style (not rendered).
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    /// The title, unstyled.
    ///
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: `configuration.title`, which is what text output shows of a label.
    public func makeBody(configuration: LabelStyleConfiguration) -> StyledControlLabel { configuration.title }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The `.titleOnly` label style (not rendered).
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// The `.iconOnly` label style (not rendered: a label shows its title).
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    /// The icon.
    ///
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: `configuration.icon`, which shows nothing when the icon is an image. A label styled
    ///   `.iconOnly` is not drawn through this: it shows its title.
    public func makeBody(configuration: LabelStyleConfiguration) -> StyledControlLabel { configuration.icon }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The `.iconOnly` label style (not rendered).
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The `.titleAndIcon` label style (not rendered).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    /// The title, unstyled.
    ///
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: `configuration.title`, which is what text output shows of a label.
    public func makeBody(configuration: LabelStyleConfiguration) -> StyledControlLabel { configuration.title }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The `.titleAndIcon` label style (not rendered).
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
