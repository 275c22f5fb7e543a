// Styles of lists, pickers and text fields. Text output draws each kind of control one way:
// these styles are accepted and not applied. Button, toggle, label, progress view, group box,
// gauge and form styles are applied (their own files, and StyleStack): a custom one makes what shows, and the
// built-in ones keep each control's own text.

/// How a list looks (not rendered).
public protocol ListStyle: Sendable {}

/// How a picker looks (not rendered: a picker always lists its options).
public protocol PickerStyle: Sendable {}

/// How a text field looks (not rendered).
public protocol TextFieldStyle: Sendable {}

// MARK: Built-in list styles

/// The `.automatic` list style (not rendered).
public struct DefaultListStyle: ListStyle {
    /// The style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The `.automatic` list style (not rendered).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The `.plain` list style (not rendered).
public struct PlainListStyle: ListStyle {
    /// The style.
    public init() {}
}

extension ListStyle where Self == PlainListStyle {
    /// The `.plain` list style (not rendered).
    public static var plain: PlainListStyle { PlainListStyle() }
}

/// The `.grouped` list style (not rendered).
public struct GroupedListStyle: ListStyle {
    /// The style.
    public init() {}
}

extension ListStyle where Self == GroupedListStyle {
    /// The `.grouped` list style (not rendered).
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// The `.insetGrouped` list style (not rendered).
public struct InsetGroupedListStyle: ListStyle {
    /// The style.
    public init() {}
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The `.insetGrouped` list style (not rendered).
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// The `.inset` list style (not rendered).
public struct InsetListStyle: ListStyle {
    /// The style.
    public init() {}
}

extension ListStyle where Self == InsetListStyle {
    /// The `.inset` list style (not rendered).
    public static var inset: InsetListStyle { InsetListStyle() }
}

/// The `.sidebar` list style (not rendered).
public struct SidebarListStyle: ListStyle {
    /// The style.
    public init() {}
}

extension ListStyle where Self == SidebarListStyle {
    /// The `.sidebar` list style (not rendered).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

// MARK: Built-in picker styles

/// The `.automatic` picker style (not rendered).
public struct DefaultPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The `.automatic` picker style (not rendered).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// The `.segmented` picker style (not rendered).
public struct SegmentedPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The `.segmented` picker style (not rendered).
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// The `.menu` picker style (not rendered).
public struct MenuPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The `.menu` picker style (not rendered).
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// The `.inline` picker style (not rendered).
public struct InlinePickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The `.inline` picker style (not rendered).
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// The `.wheel` picker style (not rendered).
public struct WheelPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == WheelPickerStyle {
    /// The `.wheel` picker style (not rendered).
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The `.navigationLink` picker style (not rendered).
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// The `.navigationLink` picker style (not rendered).
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The `.palette` picker style (not rendered).
public struct PalettePickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == PalettePickerStyle {
    /// The `.palette` picker style (not rendered).
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The `.radioGroup` picker style (not rendered).
public struct RadioGroupPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// The `.radioGroup` picker style (not rendered).
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

// MARK: Built-in text field styles

/// The `.automatic` text field style (not rendered).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The `.automatic` text field style (not rendered).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// The `.plain` text field style (not rendered).
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The `.plain` text field style (not rendered).
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// The `.roundedBorder` text field style (not rendered).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The `.roundedBorder` text field style (not rendered).
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The `.squareBorder` text field style (not rendered).
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// The `.squareBorder` text field style (not rendered).
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}
