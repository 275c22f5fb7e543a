import Dispatch

/// The serial model executor `@ModelActor` gives an actor: the actor's jobs run one at a time on a
/// serial dispatch queue of its own, each with the context the executor keeps.
///
/// Apple's `DefaultSerialModelExecutor`
/// (developer.apple.com/documentation/swiftdata/defaultserialmodelexecutor).
///
/// `@unchecked Sendable`: the context is not `Sendable`; the executor hands it only to the jobs it
/// runs, one at a time on its queue (an actor's isolation), which is what a context needs.
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
    /// The context the actor's jobs use.
    public let modelContext: ModelContext
    private let queue = DispatchQueue(label: "SwiftData.DefaultSerialModelExecutor")

    /// An executor whose jobs use `modelContext`.
    ///
    /// - Parameter modelContext: A context made for this executor alone.
    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }

    /// Runs `job` after the jobs enqueued before it, on the executor's queue.
    ///
    /// - Parameter job: A job of the actor.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    /// The executor, unowned, as an actor holds it.
    ///
    /// - Returns: This executor.
    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
