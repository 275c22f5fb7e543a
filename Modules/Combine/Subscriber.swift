/// Something that receives a subscription, then values and a completion from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The values it receives.
    associatedtype Input
    /// The error the publisher may end with.
    associatedtype Failure: Error

    /// The publisher accepted the subscriber: `subscription` asks for values and cancels.
    ///
    /// - Parameter subscription: The link to the publisher; keep it to cancel, and request values with it.
    func receive(subscription: any Subscription)
    /// A value; returns how many more the subscriber wants, on top of what it asked for before.
    ///
    /// - Parameter input: The value delivered.
    /// - Returns: How many more values the subscriber wants (`.none` for no more than it asked for).
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher finished or failed; nothing follows.
    ///
    /// - Parameter completion: `.finished`, or `.failure` with the publisher's error.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives the announcement (for publishers of `Void`).
    ///
    /// - Returns: How many more values the subscriber wants.
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}

/// The built-in subscribers and what subscribers exchange with publishers.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    /// True for `.finished`.
    var isFinished: Bool {
        if case .finished = self { return true }
        return false
    }

    /// The same completion with its error changed by `transform`.
    func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Subscribers.Completion<NewFailure> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }
}

extension Subscribers.Completion where Failure == Never {
    /// The completion of a publisher that cannot fail, as any failure type.
    func promoted<NewFailure: Error>(to type: NewFailure.Type = NewFailure.self) -> Subscribers.Completion<NewFailure> {
        .finished
    }
}
