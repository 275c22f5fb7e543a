/// The menu shown when a screen's title is tapped, placed among toolbar items
/// (`.toolbar { ToolbarTitleMenu { … } }`). There is no title to tap in text output: it shows
/// nothing and its content is not mounted.
public struct ToolbarTitleMenu<Content: View>: View {
    /// A title menu of the built-in commands (none in text output).
    public init() where Content == EmptyView {}

    /// A title menu of `content`.
    ///
    /// - Parameter content: Builds the menu's items; not called.
    public init(@ViewBuilder content: () -> Content) {}

    public typealias Body = Never
}

extension ToolbarTitleMenu: LeafView {}
