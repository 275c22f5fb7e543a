/// A publisher whose type is hidden: `eraseToAnyPublisher()`.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let attach: (AnySubscriber<Output, Failure>) -> Void

    /// Hides the type of `publisher`.
    ///
    /// - Parameter publisher: The publisher that subscribers are attached to.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
            return
        }
        attach = { publisher.receive(subscriber: $0) }
    }

    public var description: String { "AnyPublisher" }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
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
