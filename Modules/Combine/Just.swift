/// A publisher that delivers one value, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value.
    public let output: Output

    /// A publisher of `output`.
    ///
    /// - Parameter output: The value each subscriber gets, at once, before the publisher finishes.
    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: Subscriptions.empty)
        _ = subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }
}

/// A publisher that delivers nothing, and finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes at once.
    public let completeImmediately: Bool

    /// An empty publisher.
    ///
    /// - Parameter completeImmediately: Whether subscribers get `.finished` at once; false never completes.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}
