/// Something that delivers values, then possibly a completion, to its subscribers, as Combine's
/// publishers do: each subscriber gets no more values than it asked for.
public protocol Publisher<Output, Failure> {
    /// The values it delivers.
    associatedtype Output
    /// The error it may end with (`Never` when it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber`: it gets a subscription, then the values it asks for and the completion.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` (the same as ``receive(subscriber:)``).
    ///
    /// - Parameter subscriber: The subscriber to attach.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Sends this publisher's values and completion into `subject`.
    ///
    /// - Parameter subject: The subject that re-publishes them.
    /// - Returns: A cancellable that stops the forwarding when cancelled or released.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let forwarder = SubjectForwarder(subject: subject)
        receive(subscriber: forwarder)
        return AnyCancellable(forwarder)
    }
}

/// The types of the operators (`map`, `filter`…) and other built-in publishers.
public enum Publishers {}
