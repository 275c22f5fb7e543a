/// A publisher that delivers nothing, and finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes at once.
    public let completeImmediately: Bool

    /// An empty publisher.
    ///
    /// - Parameter completeImmediately: Whether subscribers get `.finished` at once; false never completes.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// An empty publisher of the given types (for when they cannot be inferred).
    ///
    /// - Parameters:
    ///   - completeImmediately: Whether subscribers get `.finished` at once.
    ///   - outputType: The type of values it would deliver.
    ///   - failureType: The type of error it would fail with.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.init(completeImmediately: completeImmediately)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}
