// The operators that pass values on one at a time: map, compactMap, filter, removeDuplicates,
// dropFirst. Each keeps its upstream's failure type.

extension Publishers {
    /// Each value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: OperatorSubscriber(downstream: subscriber, forward: transform))
        }
    }

    /// Each value transformed, nil results dropped.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: OperatorSubscriber(downstream: subscriber, forward: transform))
        }
    }

    /// The values that pass a test.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are tested.
        public let upstream: Upstream
        /// The test.
        public let isIncluded: (Upstream.Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: OperatorSubscriber(downstream: subscriber) { isIncluded($0) ? $0 : nil })
        }
    }

    /// The values that differ from the one before.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose repeated values are dropped.
        public let upstream: Upstream
        /// True when two values count as the same.
        public let predicate: (Output, Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = OperatorMemory<Output?>(nil)
            upstream.receive(
                subscriber: OperatorSubscriber(downstream: subscriber) { value in
                    defer { last.value = value }
                    if let previous = last.value, predicate(previous, value) { return nil }
                    return value
                }
            )
        }
    }

    /// The values after the first few.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose first values are dropped.
        public let upstream: Upstream
        /// How many are dropped.
        public let count: Int

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let dropped = OperatorMemory(0)
            upstream.receive(
                subscriber: OperatorSubscriber(downstream: subscriber) { value in
                    guard dropped.value >= count else {
                        dropped.value += 1
                        return nil
                    }
                    return value
                }
            )
        }
    }
}

extension Publisher {
    /// Each value transformed by `transform`.
    ///
    /// - Parameter transform: Turns each value into the one delivered.
    /// - Returns: A publisher of the transformed values, with this publisher's completion.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Each value transformed by `transform`, nil results dropped.
    ///
    /// - Parameter transform: Turns each value into the one delivered, or nil to drop it.
    /// - Returns: A publisher of the non-nil results, with this publisher's completion.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// The values for which `isIncluded` is true.
    ///
    /// - Parameter isIncluded: True for a value to pass on, false to drop it.
    /// - Returns: A publisher of the values that pass, with this publisher's completion.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// The values that `predicate` does not call the same as the one before.
    ///
    /// - Parameter predicate: True when a value (second argument) counts as the same as the previous one (first).
    /// - Returns: A publisher that drops each value the same as the one before it; the first always passes.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// The values after the first `count`.
    ///
    /// - Parameter count: How many values to drop at the start (1 by default).
    /// - Returns: A publisher of the values after the first `count`, with this publisher's completion.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}

extension Publisher where Output: Equatable {
    /// The values that differ from the one before.
    ///
    /// - Returns: A publisher that drops each value equal (`==`) to the one before it.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}
