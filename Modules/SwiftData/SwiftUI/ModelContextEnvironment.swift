import TextUI

/// The model context in the environment when no `.modelContainer` set one.
private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
    /// The model context of the nearest `.modelContainer(…)` or `.modelContext(…)` above the view.
    /// Without one, a context over an empty in-memory container (with a warning), as SwiftData
    /// gives one that can store nothing.
    public var modelContext: ModelContext {
        get {
            if let context = self[ModelContextKey.self] { return context }
            return ModelContext.withoutContainer
        }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension ModelContext {
    /// A context over an empty in-memory container, for views read without a container: inserting
    /// into it says that no `.modelContainer` is above the view.
    static var withoutContainer: ModelContext {
        guard let container = ModelContainer.empty else {
            fatalError("SwiftData: cannot open an in-memory SQLite store")
        }
        let context = ModelContext(container)
        context.isEnvironmentFallback = true
        return context
    }
}

extension ModelContainer {
    /// An empty in-memory container (an empty schema in memory cannot fail to open).
    static let empty = try? ModelContainer(
        for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
}

extension View {
    /// Makes `container`'s main context the model context of this view and its descendants.
    ///
    /// - Parameter container: The container.
    /// - Returns: The view, with the container's context in its environment.
    @MainActor public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes `modelContext` the model context of this view and its descendants.
    ///
    /// - Parameter modelContext: The context.
    /// - Returns: The view, with the context in its environment.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }

    /// Makes a container for `modelType` (made once, when the view is first mounted) the source of
    /// this view's model context.
    ///
    /// - Parameters:
    ///   - modelType: The model type.
    ///   - inMemory: True to keep the models in memory only (previews, tests).
    ///   - isAutosaveEnabled: Whether the main context saves by itself.
    ///   - isUndoEnabled: Accepted (there is no `UndoManager` on Linux).
    ///   - onSetup: Told whether the container could be made.
    /// - Returns: The view, with the container's context in its environment.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` (made once, when the view is first mounted) the source of
    /// this view's model context.
    ///
    /// - Parameters:
    ///   - modelTypes: The model types.
    ///   - inMemory: True to keep the models in memory only (previews, tests).
    ///   - isAutosaveEnabled: Whether the main context saves by itself.
    ///   - isUndoEnabled: Accepted (there is no `UndoManager` on Linux).
    ///   - onSetup: Told whether the container could be made.
    /// - Returns: The view, with the container's context in its environment.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        ModelContainerView(
            content: self,
            setup: LazyModelContainer(
                types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
    }
}

extension Scene {
    /// Makes `container`'s main context the model context of the scene's windows.
    ///
    /// - Parameter container: The container.
    /// - Returns: The scene.
    @MainActor public func modelContainer(_ container: ModelContainer) -> some Scene {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes a container for `modelType` the source of the scene's model context.
    ///
    /// - Parameters:
    ///   - modelType: The model type.
    ///   - inMemory: True to keep the models in memory only.
    ///   - isAutosaveEnabled: Whether the main context saves by itself.
    ///   - isUndoEnabled: Accepted (there is no `UndoManager` on Linux).
    ///   - onSetup: Told whether the container could be made.
    /// - Returns: The scene.
    @MainActor public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` the source of the scene's model context.
    ///
    /// - Parameters:
    ///   - modelTypes: The model types.
    ///   - inMemory: True to keep the models in memory only.
    ///   - isAutosaveEnabled: Whether the main context saves by itself.
    ///   - isUndoEnabled: Accepted (there is no `UndoManager` on Linux).
    ///   - onSetup: Told whether the container could be made.
    /// - Returns: The scene.
    @MainActor public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        let setup = LazyModelContainer(
            types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
        return environment(\.modelContext, setup.context)
    }
}
