/// A publisher that delivers one value, when asked, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value.
    public let output: Output

    /// A publisher of `output`.
    ///
    /// - Parameter output: The value each subscriber gets, when it asks, before the publisher finishes.
    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        ElementsSubscription.attach("Just", elements: OneValue(value: output), completion: .finished, to: subscriber)
    }
}

extension Just: Equatable where Output: Equatable {}

extension Just {
    /// The same value, as a publisher that may fail with `failureType` (it never does).
    ///
    /// - Parameter failureType: The error type to declare.
    /// - Returns: A publisher of this value with that failure type.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(output)
    }
}
