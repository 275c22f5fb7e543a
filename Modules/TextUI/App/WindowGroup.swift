/// A scene of windows that show the same content: the app's main window
/// (`WindowGroup { ContentView() }`). ``ViewHost/init(app:clock:horizontalSizeClass:)`` mounts its content.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// Windows showing a view.
    ///
    /// - Parameter content: The windows' content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Windows with a title (not rendered) showing a view.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - content: The windows' content.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// Windows with a title (not rendered) showing a view.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - content: The windows' content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// Windows with a title (not rendered) showing a view.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - content: The windows' content.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// Windows with an identifier showing a view.
    ///
    /// - Parameters:
    ///   - id: The group's identifier.
    ///   - content: The windows' content.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// Windows with a title (not rendered) and an identifier, showing a view.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - id: The group's identifier.
    ///   - content: The windows' content.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// Windows with a title (not rendered) and an identifier, showing a view.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - id: The group's identifier.
    ///   - content: The windows' content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// Windows with a title (not rendered) and an identifier, showing a view.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - id: The group's identifier.
    ///   - content: The windows' content.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    public typealias Body = Never
}

extension WindowGroup: PrimitiveScene {
    var firstWindowContent: (any View)? { content }
}

/// A scene of one window (`Window("Activity", id: "activity") { ActivityView() }`).
public struct Window<Content: View>: Scene {
    let content: Content

    /// A window with a title (not rendered) and an identifier, showing a view.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - id: The window's identifier.
    ///   - content: The window's content.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window with a title (not rendered) and an identifier, showing a view.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - id: The window's identifier.
    ///   - content: The window's content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window with a title (not rendered) and an identifier, showing a view.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - id: The window's identifier.
    ///   - content: The window's content.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension Window: PrimitiveScene {
    var firstWindowContent: (any View)? { content }
}

/// The app's settings (a macOS scene): never the first window, so a host does not mount it.
public struct Settings<Content: View>: Scene {
    let content: Content

    /// Settings showing a view (a host never mounts them).
    ///
    /// - Parameter content: The settings' content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension Settings: PrimitiveScene {
    var firstWindowContent: (any View)? { nil }
}
