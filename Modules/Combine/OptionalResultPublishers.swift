extension Optional {
    /// A publisher of an optional's value: one value, then finished; nothing but finished for nil.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never
        /// The value, if any.
        public let output: Wrapped?

        /// A publisher of `output`.
        ///
        /// - Parameter output: The value to deliver; nil delivers none.
        public init(_ output: Wrapped?) {
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
            ElementsSubscription.attach(
                "Optional", elements: OneValue(value: output), completion: .finished, to: subscriber)
        }
    }

    /// A publisher of this optional's value (nothing for nil).
    public var publisher: Publisher { Publisher(self) }
}

extension Result {
    /// A publisher of a result: its value then finished, or its error.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Success
        /// The result.
        public let result: Result<Success, Failure>

        /// A publisher of `result`.
        ///
        /// - Parameter result: What each subscriber gets: the value then finished, or the error.
        public init(_ result: Result<Success, Failure>) {
            self.result = result
        }

        /// A publisher of `output`.
        ///
        /// - Parameter output: The value each subscriber gets before finishing.
        public init(_ output: Success) {
            self.init(.success(output))
        }

        /// A publisher that fails with `failure`.
        ///
        /// - Parameter failure: The error each subscriber gets.
        public init(_ failure: Failure) {
            self.init(.failure(failure))
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
            switch result {
            case .success(let value):
                ElementsSubscription.attach(
                    "Result", elements: OneValue(value: value), completion: .finished, to: subscriber)
            case .failure(let error):
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .failure(error))
            }
        }
    }

    /// A publisher of this result.
    public var publisher: Publisher { Publisher(self) }
}
