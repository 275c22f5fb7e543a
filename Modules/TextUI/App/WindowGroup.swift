/// A scene of windows that show the same content: the app's main window
/// (`WindowGroup { ContentView() }`). ``ViewHost/init(app:)`` mounts its content.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// Windows showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Windows titled `title` (the title is not rendered) showing `content`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// Windows titled `title` (the title is not rendered) showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// Windows with an identifier showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// Windows titled `title`, with an identifier, showing `content`.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
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

    /// A window titled `title` (not rendered), with an identifier, showing `content`.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window titled `title` (not rendered), with an identifier, showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
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

    /// Settings showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension Settings: PrimitiveScene {
    var firstWindowContent: (any View)? { nil }
}
