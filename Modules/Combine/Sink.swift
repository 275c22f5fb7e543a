extension Subscribers {
    /// A subscriber that calls closures with each value and with the completion.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        /// Called with each value.
        public let receiveValue: (Input) -> Void
        /// Called once with the completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?

        /// A subscriber calling these closures.
        ///
        /// - Parameters:
        ///   - receiveCompletion: Called once, when the publisher finishes or fails.
        ///   - receiveValue: Called with each value.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            receiveValue(input)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            receiveCompletion(completion)
            subscription = nil
        }

        public func cancel() {
            subscription?.cancel()
            subscription = nil
        }
    }
}

extension Publisher {
    /// Calls `receiveValue` with each value and `receiveCompletion` at the end, until the returned
    /// cancellable is cancelled or released.
    ///
    /// - Parameters:
    ///   - receiveCompletion: Called once, when the publisher finishes or fails.
    ///   - receiveValue: Called with each value.
    /// - Returns: A cancellable that ends the subscription when cancelled or released; keep it.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value, until the returned cancellable is cancelled or released.
    ///
    /// - Parameter receiveValue: Called with each value.
    /// - Returns: A cancellable that ends the subscription when cancelled or released; keep it.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
