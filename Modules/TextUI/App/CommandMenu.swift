/// A menu of its own in the app's menu bar (there is no menu bar in text output: it is never
/// shown).
public struct CommandMenu<Content: View>: Commands {
    let content: Content

    /// A menu titled `nameKey`.
    ///
    /// - Parameters:
    ///   - nameKey: The menu's title.
    ///   - content: The menu's items, such as buttons.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu titled `name`.
    ///
    /// - Parameters:
    ///   - name: The menu's title.
    ///   - content: The menu's items, such as buttons.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu titled `name`.
    ///
    /// - Parameters:
    ///   - name: The menu's title.
    ///   - content: The menu's items, such as buttons.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}
