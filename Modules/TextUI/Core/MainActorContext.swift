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
        return Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
}
