// append and prepend: one publisher's values, then another's.

extension Publishers {
    /// The values of one publisher, then, once it finished, those of another.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        /// The publisher whose values come first.
        public let prefix: Prefix
        /// The publisher subscribed to once `prefix` finished.
        public let suffix: Suffix

        /// `prefix`'s values, then `suffix`'s.
        ///
        /// - Parameters:
        ///   - prefix: The publisher whose values come first.
        ///   - suffix: The publisher subscribed to once `prefix` finished.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let chain = Chain("Concatenate", downstream: subscriber)
            let suffix = suffix.eraseToAnyPublisher()
            chain.run(prefix) { completion in
                guard case .finished = completion else { return .complete(completion) }
                return .subscribe(suffix) { .complete($0) }
            }
        }
    }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

extension Publisher {
    /// This publisher's values, then `elements`.
    ///
    /// - Parameter elements: The values delivered after this publisher finished.
    /// - Returns: A publisher of this publisher's values followed by `elements`.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(Publishers.Sequence(sequence: elements))
    }

    /// This publisher's values, then the elements of `elements`.
    ///
    /// - Parameter elements: The values delivered after this publisher finished.
    /// - Returns: A publisher of this publisher's values followed by `elements`.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
    where S.Element == Output {
        append(Publishers.Sequence(sequence: elements))
    }

    /// This publisher's values, then `publisher`'s (subscribed to once this one finished).
    ///
    /// - Parameter publisher: The publisher whose values follow.
    /// - Returns: A publisher of both publishers' values, one after the other.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }

    /// `elements`, then this publisher's values.
    ///
    /// - Parameter elements: The values delivered first.
    /// - Returns: A publisher of `elements` followed by this publisher's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(Publishers.Sequence(sequence: elements))
    }

    /// The elements of `elements`, then this publisher's values.
    ///
    /// - Parameter elements: The values delivered first.
    /// - Returns: A publisher of `elements` followed by this publisher's values.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
    where S.Element == Output {
        prepend(Publishers.Sequence(sequence: elements))
    }

    /// `publisher`'s values, then this publisher's (subscribed to once `publisher` finished).
    ///
    /// - Parameter publisher: The publisher whose values come first.
    /// - Returns: A publisher of both publishers' values, one after the other.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }
}
