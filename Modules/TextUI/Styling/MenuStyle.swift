/// A menu's appearance, made from its configuration. Text output draws every menu one way
/// (`[ Title ▾ ]`, its items below while open): the built-in styles show `Menu(configuration)`, and a
/// custom style set with `menuStyle(_:)` is accepted and not used.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled menu.
    ///
    /// - Parameter configuration: The menu's label and items.
    /// - Returns: The view shown in the menu's place.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = MenuStyleConfiguration
}

/// What a ``MenuStyle`` receives: the menu's label and items, which `Menu(configuration)` shows.
public struct MenuStyleConfiguration {
    /// The type of the menu's label.
    public typealias Label = StyledControlLabel
    /// The type of the menu's items.
    public typealias Content = StyledControlLabel

    let label: StyledControlLabel
    let content: StyledControlLabel
}

extension Menu where Label == StyledControlLabel, Content == StyledControlLabel {
    /// The menu a ``MenuStyle`` is given.
    ///
    /// - Parameter configuration: The configuration a style's `makeBody(configuration:)` receives.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The `.automatic` menu style.
public struct DefaultMenuStyle: MenuStyle {
    /// The style.
    public init() {}

    /// The menu as text output draws it.
    ///
    /// - Parameter configuration: The menu's label and items.
    /// - Returns: `Menu(configuration)`.
    public func makeBody(configuration: MenuStyleConfiguration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The `.automatic` menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

/// The `.button` menu style.
public struct ButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}

    /// The menu as text output draws it.
    ///
    /// - Parameter configuration: The menu's label and items.
    /// - Returns: `Menu(configuration)`.
    public func makeBody(configuration: MenuStyleConfiguration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// The `.button` menu style.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension View {
    /// This view (text output draws menus one way).
    ///
    /// - Parameter style: The menu style; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
