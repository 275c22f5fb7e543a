// Routing of URLs and user activities between scenes. A host has one window, which handles every
// event: these modifiers return their scene or view unchanged.
extension Scene {
    /// This scene (there are no external events to route between scenes: a host has one window).
    ///
    /// - Parameter conditions: The URL and activity strings this scene's windows handle; accepted, no effect.
    /// - Returns: This scene, unchanged.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}

extension View {
    /// This view (there are no external events to route between windows: a host has one window).
    ///
    /// - Parameters:
    ///   - preferring: The strings for which this view's window is preferred; accepted, no effect.
    ///   - allowing: The strings this view's window may handle; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}
