extension Publishers {
    /// Delivers the elements of a sequence as they are asked for, then finishes:
    /// `[1, 2, 3].publisher`.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        /// The elements.
        public let sequence: Elements

        /// A publisher of `sequence`'s elements.
        ///
        /// - Parameter sequence: The elements, delivered in order.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            ElementsSubscription.attach(
                "Sequence", elements: sequence.makeIterator(), completion: .finished, to: subscriber)
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

extension Sequence {
    /// A publisher of this sequence's elements, as they are asked for.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}
