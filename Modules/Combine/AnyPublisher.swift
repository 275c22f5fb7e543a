/// A publisher whose type is hidden: `eraseToAnyPublisher()`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (AnySubscriber<Output, Failure>) -> Void

    /// Hides the type of `publisher`.
    ///
    /// - Parameter publisher: The publisher that subscribers are attached to.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = { publisher.receive(subscriber: $0) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
    }
}

/// A subscriber whose type is hidden.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let receiveSubscription: (any Subscription) -> Void
    private let receiveValue: (Input) -> Subscribers.Demand
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    /// Hides the type of `subscriber`.
    ///
    /// - Parameter subscriber: The subscriber that receives the subscription, values and completion.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        receiveSubscription = subscriber.receive(subscription:)
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
    }

    public func receive(subscription: any Subscription) {
        receiveSubscription(subscription)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
        receiveValue(input)
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        receiveCompletion(completion)
    }
}

extension Publisher {
    /// This publisher with its type hidden.
    ///
    /// - Returns: An ``AnyPublisher`` that attaches its subscribers to this publisher.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
