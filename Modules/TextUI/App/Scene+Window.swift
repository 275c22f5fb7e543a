// Window geometry and chrome. Text output has no windows: these scene modifiers return the scene
// unchanged.
extension Scene {
    /// This scene (windows have no size in text output).
    ///
    /// - Parameters:
    ///   - width: The window's default width in points; accepted, no effect.
    ///   - height: The window's default height in points; accepted, no effect.
    /// - Returns: This scene, unchanged.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

    /// This scene (windows have no size in text output).
    ///
    /// - Parameter size: The window's default size in points; accepted, no effect.
    /// - Returns: This scene, unchanged.
    public func defaultSize(_ size: CGSize) -> some Scene { self }

    /// This scene (windows have no position in text output).
    ///
    /// - Parameter position: Where a new window goes on the screen; accepted, no effect.
    /// - Returns: This scene, unchanged.
    public func defaultPosition(_ position: UnitPoint) -> some Scene { self }

    /// This scene (windows cannot be resized in text output).
    ///
    /// - Parameter resizability: How the window's size follows its content; accepted, no effect.
    /// - Returns: This scene, unchanged.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

    /// This scene (windows have no chrome in text output).
    ///
    /// - Parameter style: The window style, such as `.hiddenTitleBar`; accepted, no effect.
    /// - Returns: This scene, unchanged.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }

    /// This scene (windows have no toolbar chrome in text output).
    ///
    /// - Parameter style: The window toolbar style, such as `.unified`; accepted, no effect.
    /// - Returns: This scene, unchanged.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { self }
}
