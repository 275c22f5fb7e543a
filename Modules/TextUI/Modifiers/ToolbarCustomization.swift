// Toolbars people can customize (add, remove and reorder items). Text output shows every item in
// one row: the identifiers and customization options are accepted and change nothing.

/// Toolbar content people can customize (in text output, any view).
public typealias CustomizableToolbarContent = View

/// Whether people can customize a toolbar item (text output has no customization).
public struct ToolbarCustomizationBehavior: Sendable {
    let name: String

    /// The platform's choice.
    public static let `default` = ToolbarCustomizationBehavior(name: "default")
    /// The item can be moved, not removed.
    public static let reorderable = ToolbarCustomizationBehavior(name: "reorderable")
    /// The item cannot be customized.
    public static let disabled = ToolbarCustomizationBehavior(name: "disabled")
}

/// How a toolbar item appears when customized (text output has no customization).
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Options from their raw value.
    ///
    /// - Parameter rawValue: The bits: 1 for `alwaysAvailable`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The item stays in the overflow menu when removed.
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

extension View {
    /// Adds customizable toolbar items: text output shows them in a row above this view, as
    /// ``toolbar(content:)`` does.
    ///
    /// - Parameters:
    ///   - id: The toolbar's identifier, under which customizations are kept; not used.
    ///   - content: Builds the items: `ToolbarItem(id:)`s.
    /// - Returns: A view that renders the items in one row above this view.
    public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }

    /// This item (text output has no toolbar customization).
    ///
    /// - Parameter behavior: Whether the item can be customized; accepted, no effect.
    /// - Returns: This item, unchanged.
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some View { self }

    /// This item (text output shows every item).
    ///
    /// - Parameters:
    ///   - defaultVisibility: Whether the item shows before any customization; accepted, no effect.
    ///   - options: How the item appears when customized; accepted, no effect.
    /// - Returns: This item, unchanged.
    public func defaultCustomization(
        _ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []
    ) -> some View { self }
}

extension ToolbarItem where ID == String {
    /// An item with an id, at `placement`, shown by default or not (text output shows every item).
    ///
    /// - Parameters:
    ///   - id: The item's identifier, for customizable toolbars; not used.
    ///   - placement: Where the item goes; accepted, no effect.
    ///   - showsByDefault: Whether the item shows before any customization; accepted, no effect.
    ///   - content: Builds the item's content.
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) {
        self.init(id: id, placement: placement, content: content)
    }
}

extension ToolbarItemGroup {
    /// Items at `placement` with a label for when they collapse into a menu (text output shows
    /// every item in the toolbar's row; the label is not shown).
    ///
    /// - Parameters:
    ///   - placement: Where the items go; accepted, no effect.
    ///   - content: Builds the items.
    ///   - label: The collapsed group's label; not shown.
    public init<L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L
    ) {
        self.init(placement: placement, content: content)
    }
}

extension ToolbarPlacement {
    /// A macOS window's toolbar.
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}
