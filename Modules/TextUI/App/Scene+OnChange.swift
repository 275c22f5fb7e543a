extension Scene {
    /// Runs `action` with the old and new value when `value` changes (and once when the window
    /// appears, with the same value twice, when `initial` is true): a change of the app's state
    /// that the scene reads, such as `scenePhase`.
    ///
    /// - Parameters:
    ///   - value: The value to watch; compared with its previous value each time the app's body is evaluated.
    ///   - initial: Whether to also run `action` once when the scene's window appears.
    ///   - action: Receives the old and the new value; runs after the update that changed it.
    /// - Returns: A scene whose window runs `action` when `value` changes.
    @preconcurrency public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        WindowContentModifyingScene(base: self) { content in
            ChangeContent(content: content, value: value, initial: initial, action: action)
        }
    }

    /// Runs `action` when `value` changes (and once when the window appears when `initial` is true).
    ///
    /// - Parameters:
    ///   - value: The value to watch; compared with its previous value each time the app's body is evaluated.
    ///   - initial: Whether to also run `action` once when the scene's window appears.
    ///   - action: The closure to run, after the update that changed `value`.
    /// - Returns: A scene whose window runs `action` when `value` changes.
    @preconcurrency public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    )
        -> some Scene
    {
        WindowContentModifyingScene(base: self) { content in
            ChangeContent(content: content, value: value, initial: initial) { _, _ in action() }
        }
    }
}
