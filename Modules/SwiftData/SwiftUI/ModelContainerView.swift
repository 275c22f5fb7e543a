import TextUI

/// A container made on first use, from what `.modelContainer(for:)` was given: a view keeps the
/// first one in `@State`, so re-evaluating its parent does not open another store.
@MainActor
final class LazyModelContainer {
    private let types: [any PersistentModel.Type]
    private let inMemory: Bool
    private let isAutosaveEnabled: Bool
    private let onSetup: (Result<ModelContainer, any Error>) -> Void
    private var made: ModelContext?

    init(
        types: [any PersistentModel.Type], inMemory: Bool, isAutosaveEnabled: Bool,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void
    ) {
        self.types = types
        self.inMemory = inMemory
        self.isAutosaveEnabled = isAutosaveEnabled
        self.onSetup = onSetup
    }

    /// The container's main context (made the first time).
    var context: ModelContext {
        if let made { return made }
        let context: ModelContext
        do {
            let container = try ModelContainer(
                for: types, configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
            onSetup(.success(container))
            context = container.mainContext
            context.autosaveEnabled = isAutosaveEnabled
        } catch {
            runtimeWarning("cannot make the model container: \(error)")
            onSetup(.failure(error))
            context = .withoutContainer
        }
        made = context
        return context
    }
}

/// The view `.modelContainer(for:)` makes: its content, with the container's main context in its
/// environment.
struct ModelContainerView<Content: View>: View {
    let content: Content
    @State var setup: LazyModelContainer

    init(content: Content, setup: LazyModelContainer) {
        self.content = content
        _setup = State(initialValue: setup)
    }

    var body: some View {
        content.environment(\.modelContext, setup.context)
    }
}
