/// An executor that performs a model actor's work with the model context it keeps.
///
/// Apple's `ModelExecutor` (developer.apple.com/documentation/swiftdata/modelexecutor). A model
/// actor (`ModelActor`) reads its context through its executor.
public protocol ModelExecutor: Executor {
    /// The context the executor's work uses.
    var modelContext: ModelContext { get }
}
