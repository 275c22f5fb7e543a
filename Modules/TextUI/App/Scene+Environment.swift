extension Scene {
    /// Sets the environment value at `keyPath` to `value` for the scene's windows.
    ///
    /// - Parameters:
    ///   - keyPath: The environment value to set.
    ///   - value: The value the windows' views read.
    /// - Returns: A scene whose windows' environment holds `value` at `keyPath`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        WindowContentModifyingScene(base: self) { content in
            EnvironmentWritingContent(content: content, keyPath: keyPath, value: value)
        }
    }

    /// Stores an `@Observable` object for the scene's windows, whose views read it with
    /// `@Environment(Object.self)`.
    ///
    /// - Parameter object: The object, found by its type.
    /// - Returns: A scene whose windows' environment holds `object`.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some Scene {
        WindowContentModifyingScene(base: self) { content in
            EnvironmentObjectContent(content: content, object: object)
        }
    }

    /// Stores an object for the scene's windows, whose views read it with `@EnvironmentObject`.
    ///
    /// - Parameter object: The object.
    /// - Returns: A scene whose windows' environment holds `object`.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some Scene {
        WindowContentModifyingScene(base: self) { content in
            EnvironmentObjectContent(content: content, object: object)
        }
    }

    /// This scene (`@AppStorage` keeps its values in memory, not in a `UserDefaults` store).
    ///
    /// - Parameter store: The store `@AppStorage` uses in the scene; accepted, not used.
    /// - Returns: This scene, unchanged.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }
}
