/// Something that delivers values, then possibly a completion, to its subscribers, as Combine's
/// publishers do. (Demand is not enforced: every subscriber gets every value, as `sink` and
/// `assign` ask for anyway.)
public protocol Publisher<Output, Failure> {
    /// The values it delivers.
    associatedtype Output
    /// The error it may end with (`Never` when it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber`: it gets a subscription, then the values and completion.
    ///
    /// - Parameter subscriber: The subscriber to attach; it gets every value, whatever demand it asks for.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` (the same as ``receive(subscriber:)``).
    ///
    /// - Parameter subscriber: The subscriber to attach.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// The types of the operators (`map`, `filter`…) and other built-in publishers.
public enum Publishers {}
