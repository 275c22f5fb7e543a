extension Scene {
    /// Changes the environment value at `keyPath` with `transform` for the scene's windows.
    ///
    /// - Parameters:
    ///   - keyPath: The environment value to change.
    ///   - transform: Changes the value in place, as the windows' environment is built.
    /// - Returns: A scene whose windows' environment holds the transformed value at `keyPath`.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some Scene {
        WindowContentModifyingScene(base: self) { content in
            content.transformEnvironment(keyPath, transform: transform)
        }
    }
}
