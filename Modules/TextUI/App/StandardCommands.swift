// The standard groups of commands an app adds to its menus (`.commands { SidebarCommands() }`).
// There is no menu bar in text output: they are accepted and never shown.

/// The commands that show and hide the sidebar.
public struct SidebarCommands: Commands {
    /// The commands.
    public init() {}

    public typealias Body = Never
}

/// The commands that show, hide and customize the toolbar.
public struct ToolbarCommands: Commands {
    /// The commands.
    public init() {}

    public typealias Body = Never
}

/// The commands that edit text: find, spelling, substitutions.
public struct TextEditingCommands: Commands {
    /// The commands.
    public init() {}

    public typealias Body = Never
}

/// The commands that format text: fonts, alignment.
public struct TextFormattingCommands: Commands {
    /// The commands.
    public init() {}

    public typealias Body = Never
}

/// The commands that show and hide the inspector.
public struct InspectorCommands: Commands {
    /// The commands.
    public init() {}

    public typealias Body = Never
}

/// The commands that import from nearby devices (a camera, a scanner).
public struct ImportFromDevicesCommands: Commands {
    /// The commands.
    public init() {}

    public typealias Body = Never
}
