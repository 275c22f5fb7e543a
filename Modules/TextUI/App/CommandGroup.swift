/// Items added to one of the app's standard menus, or replacing a standard group of items (there
/// is no menu bar in text output: they are never shown).
public struct CommandGroup<Content: View>: Commands {
    let content: Content

    /// Items before a standard group.
    ///
    /// - Parameters:
    ///   - group: The standard group the items go before.
    ///   - addition: The items, such as buttons.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        content = addition()
    }

    /// Items after a standard group.
    ///
    /// - Parameters:
    ///   - group: The standard group the items go after.
    ///   - addition: The items, such as buttons.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        content = addition()
    }

    /// Items in place of a standard group.
    ///
    /// - Parameters:
    ///   - group: The standard group the items replace.
    ///   - addition: The items, such as buttons.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        content = addition()
    }

    public typealias Body = Never
}

/// A standard group of menu items, where a ``CommandGroup`` goes.
public struct CommandGroupPlacement: Sendable {
    let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Hiding and showing the app.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// The system's services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Making new items or windows.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Editing text.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Formatting text.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Showing and customizing toolbars.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Showing the sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Sizing windows.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The list of single windows.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}
