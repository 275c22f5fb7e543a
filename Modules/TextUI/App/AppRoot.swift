/// The root of a host that mounts an app: its body is the app's first window's content. The app's
/// `@StateObject`, `@State` and `@Environment` properties belong to this node (as a modifier's
/// belong to the place it is applied), so they live as long as the window.
struct AppRoot<Application: App>: View {
    let app: Application

    var body: AnyView {
        guard let content = app.body.firstWindowContent else { return AnyView(EmptyView()) }
        return AnyView(content)
    }
}

extension AppRoot: ModifierApplication {
    static var modifierType: Any.Type { Application.self }
    var contentValue: Any { () }
    var modifierValue: Any { app }
}

extension ViewHost {
    /// Mounts the first window of `app` (the content of its first `WindowGroup` or `Window`), with
    /// the app's own state at the root. Unmounting ends the app's state too.
    public convenience init<Application: App>(app: Application) {
        self.init(AppRoot(app: app))
    }
}
