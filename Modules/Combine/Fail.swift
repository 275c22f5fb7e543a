/// A publisher that fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error.
    public let error: Failure

    /// A publisher that fails with `error`.
    ///
    /// - Parameter error: The error each subscriber gets as its completion.
    public init(error: Failure) {
        self.error = error
    }

    /// A publisher of `outputType` that fails with `failure`.
    ///
    /// - Parameters:
    ///   - outputType: The type of values it would deliver.
    ///   - failure: The error each subscriber gets as its completion.
    public init(outputType: Output.Type, failure: Failure) {
        self.init(error: failure)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {}
