// The system's own overlays: the status bar and the Home indicator. A host draws neither, so
// these modifiers return the view unchanged.
extension View {
    /// This view (a host has no status bar).
    ///
    /// - Parameter hidden: Whether the status bar hides while this view shows (true by default).
    /// - Returns: This view, unchanged.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// This view (a host has no Home indicator or other system overlays).
    ///
    /// - Parameter visibility: Whether the system's overlays show.
    /// - Returns: This view, unchanged.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
