// A scene's keyboard shortcut opens a new window of it (macOS). A host has one window: these scene
// modifiers return the scene unchanged.
extension Scene {
    /// This scene (a host opens no windows by shortcut).
    ///
    /// - Parameters:
    ///   - key: The key that would open a window of the scene; accepted, no effect.
    ///   - modifiers: The modifiers held with it; Command by default.
    /// - Returns: This scene, unchanged.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene { self }

    /// This scene (a host opens no windows by shortcut).
    ///
    /// - Parameter shortcut: The shortcut that would open a window of the scene; accepted, no effect.
    /// - Returns: This scene, unchanged.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene { self }
}
