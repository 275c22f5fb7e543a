/// The root of a host that mounts an app: its body is the app's first window's content. The app's
/// `@StateObject`, `@State` and `@Environment` properties belong to this node (as a modifier's
/// belong to the place it is applied), so they live as long as the window. Its launching
/// properties (``AppLaunchProperty``: the app delegate adaptor) launch before the app's body is
/// first evaluated, as UIKit calls `application(_:didFinishLaunchingWithOptions:)` before SwiftUI
/// asks for the first scene.
struct AppRoot<Application: App>: View {
    let app: Application

    var body: AnyView {
        let launching = Mirror(reflecting: app).children.compactMap { $0.value as? any AppLaunchProperty }
        for property in launching { property.launch() }
        guard let content = app.body.firstWindowContent else { return AnyView(EmptyView()) }
        return launching.reduce(AnyView(content)) { view, property in property.sharing(into: view) }
    }
}

extension AppRoot: ModifierApplication {
    static var modifierType: Any.Type { Application.self }
    var contentValue: Any { () }
    var modifierValue: Any { app }
}

extension ViewHost {
    /// Mounts the first window of an app (the content of its first `WindowGroup` or `Window`), with
    /// the app's own state at the root. Unmounting ends the app's state too.
    ///
    /// ```swift
    /// struct TallyApp: App {
    ///     @State private var count = 0
    ///     var body: some Scene {
    ///         WindowGroup { Text("Count: \(count)") }
    ///     }
    /// }
    ///
    /// let host = ViewHost(app: TallyApp())
    /// print(host.render())  // Count: 0
    /// ```
    ///
    /// - Parameters:
    ///   - app: The app; its `@State`, `@StateObject` and `@Environment` properties live as long as
    ///     the host.
    ///   - clock: The time its views tell: `.system` (real time) or `.manual` (see ``HostClock``).
    ///   - horizontalSizeClass: The size class its views see: `.compact` (an iPhone's) or `.regular`.
    public convenience init<Application: App>(
        app: Application, clock: HostClock = .system, horizontalSizeClass: UserInterfaceSizeClass = .compact
    ) {
        self.init(AppRoot(app: app), clock: clock, horizontalSizeClass: horizontalSizeClass)
    }
}
