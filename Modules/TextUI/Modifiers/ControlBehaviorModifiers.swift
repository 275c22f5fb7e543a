// How controls behave in ways text output does not show: repeating buttons, menu order and
// dismissal, menu indicators, palette selection effects. Accepted so SwiftUI code compiles; the
// controls render and operate unchanged.

extension ButtonBorderShape {
    /// A rounded rectangle of a corner radius (not rendered).
    ///
    /// - Parameter radius: The corner radius.
    /// - Returns: The shape.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

/// Whether a held button repeats its action (not performed: a host taps once).
public struct ButtonRepeatBehavior: Sendable, Hashable {
    let name: String

    /// As the platform chooses.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// Repeats while held.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// Does not repeat.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// The order of a menu's items (text output keeps the order written).
public struct MenuOrder: Sendable, Hashable {
    let name: String

    /// As the platform chooses.
    public static let automatic = MenuOrder(name: "automatic")
    /// The first item nearest the user's finger.
    public static let priority = MenuOrder(name: "priority")
    /// The order written.
    public static let fixed = MenuOrder(name: "fixed")
}

/// Whether a menu's item closes the menu (in a host every item does).
public struct MenuActionDismissBehavior: Sendable, Hashable {
    let name: String

    /// As the platform chooses.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// The item closes the menu.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// The item keeps the menu open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// How a palette picker shows its selection (not rendered).
public struct PaletteSelectionEffect: Sendable, Hashable {
    let name: String

    /// As the platform chooses.
    public static let automatic = PaletteSelectionEffect(name: "automatic")
    /// The selected option's symbol variant.
    public static let symbolVariant = PaletteSelectionEffect(name: "symbolVariant")
    /// A custom effect.
    public static let custom = PaletteSelectionEffect(name: "custom")

    /// The selected option's symbol in `variant`.
    ///
    /// - Parameter variant: The variant the selected option's symbol takes.
    /// - Returns: The effect.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(name: "symbolVariant")
    }
}

extension View {
    /// This view, with `behavior` for its buttons (a host's tap does not repeat).
    ///
    /// - Parameter behavior: Whether a held button repeats.
    /// - Returns: This view, with ``EnvironmentValues/buttonRepeatBehavior`` set.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }

    /// This view, with `order` for its menus (menus keep the order their items are written in).
    ///
    /// - Parameter order: The order.
    /// - Returns: This view, with ``EnvironmentValues/menuOrder`` set.
    public func menuOrder(_ order: MenuOrder) -> some View { environment(\.menuOrder, order) }

    /// This view (every menu item closes its menu).
    ///
    /// - Parameter behavior: Whether items close the menu; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }

    /// This view, with `visibility` for its menus' indicators (a menu's `▾` always shows).
    ///
    /// - Parameter visibility: Whether the indicator shows.
    /// - Returns: This view, with ``EnvironmentValues/menuIndicatorVisibility`` set.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }

    /// This view (pickers render one way).
    ///
    /// - Parameter effect: How the selection shows; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
}
