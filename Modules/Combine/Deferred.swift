/// A publisher made for each subscriber when it subscribes: `Deferred { Future { … } }` starts the
/// work only when someone listens.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher that calls `createPublisher` for each subscriber.
    ///
    /// - Parameter createPublisher: Makes the publisher a new subscriber is attached to.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}
