extension ViewHost {
    /// The phase of the host's scene, which views read as `\.scenePhase`: `.active` until set.
    /// Setting it does what the system does when the app moves to the background or comes back:
    /// views that read the phase are evaluated again (their `onChange(of: scenePhase)` actions
    /// run), then the updates are applied.
    ///
    /// ```swift
    /// struct Notes: View {
    ///     @Environment(\.scenePhase) private var scenePhase
    ///     @State private var saves = 0
    ///     var body: some View {
    ///         Text("Saved \(saves) times")
    ///             .onChange(of: scenePhase) { _, phase in
    ///                 if phase == .background { saves += 1 }
    ///             }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Notes())
    /// host.scenePhase = .background
    /// print(host.render())  // Saved 1 times
    /// ```
    public var scenePhase: ScenePhase {
        get { rootNode?.environment.scenePhase ?? .active }
        set {
            guard let root = rootNode, root.environment.scenePhase != newValue else { return }
            var environment = root.environment
            environment.scenePhase = newValue
            root.update(root.view, environment: environment)
            flush()
        }
    }
}
