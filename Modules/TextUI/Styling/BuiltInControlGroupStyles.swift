// The control group styles SwiftUI ships. Text output draws each group's controls side by side:
// a menu or palette is a way to show the same controls on a screen.

/// The `.automatic` control group style.
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The controls, side by side.
    ///
    /// - Parameter configuration: The group's controls and label.
    /// - Returns: `ControlGroup(configuration)`.
    public func makeBody(configuration: ControlGroupStyleConfiguration) -> some View { ControlGroup(configuration) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The `.automatic` control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

/// The `.navigation` control group style (a toolbar's back and forward buttons).
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The controls, side by side.
    ///
    /// - Parameter configuration: The group's controls and label.
    /// - Returns: `ControlGroup(configuration)`.
    public func makeBody(configuration: ControlGroupStyleConfiguration) -> some View { ControlGroup(configuration) }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The `.navigation` control group style.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

/// The `.menu` control group style: a menu of the controls on a screen; text output shows them.
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The controls, side by side.
    ///
    /// - Parameter configuration: The group's controls and label.
    /// - Returns: `ControlGroup(configuration)`.
    public func makeBody(configuration: ControlGroupStyleConfiguration) -> some View { ControlGroup(configuration) }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// The `.menu` control group style.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

/// The `.compactMenu` control group style: a compact menu on a screen; text output shows the controls.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The controls, side by side.
    ///
    /// - Parameter configuration: The group's controls and label.
    /// - Returns: `ControlGroup(configuration)`.
    public func makeBody(configuration: ControlGroupStyleConfiguration) -> some View { ControlGroup(configuration) }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// The `.compactMenu` control group style.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// The `.palette` control group style: a row of icons in a menu; text output shows the controls.
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The controls, side by side.
    ///
    /// - Parameter configuration: The group's controls and label.
    /// - Returns: `ControlGroup(configuration)`.
    public func makeBody(configuration: ControlGroupStyleConfiguration) -> some View { ControlGroup(configuration) }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// The `.palette` control group style.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
