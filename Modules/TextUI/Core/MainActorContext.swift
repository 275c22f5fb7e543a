/// Tells, without trapping, whether the caller runs on the main actor. On Linux the main actor's
/// jobs may run on a worker thread that services the main queue (after `dispatchMain()`), so
/// `Thread.isMainThread` alone is not enough: the main queue is marked and recognized too.
package enum MainActorContext {
    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let markMainQueue: Bool = {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
        return true
    }()

    /// True on the main thread or in a job of the main queue.
    package static var isCurrent: Bool {
        _ = markMainQueue
        return MainThreadCheck.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// `body`, callable as plain code by a caller that has just found ``isCurrent`` true, without
    /// asking the concurrency runtime again: `MainActor.assumeIsolated` looks up the current and
    /// the main executor and allocates a context for its closure (about 500 instructions), which a
    /// state read paid for each row of a list. Sound because main-actor code only ever runs on the
    /// main thread or in a job of the main queue, one at a time, which is what ``isCurrent``
    /// checks; a caller that has not checked it must not call the result. Make it once (a
    /// `static let`): the conversion is free, the closure it wraps should capture nothing.
    package static func callableWhenCurrent<Argument>(
        _ body: @escaping @MainActor (Argument) -> Void
    ) -> @Sendable (Argument) -> Void {
        unsafeBitCast(body, to: (@Sendable (Argument) -> Void).self)
    }
}
