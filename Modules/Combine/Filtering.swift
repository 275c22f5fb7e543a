// The operators that let some values through: filter, tryFilter, compactMap, tryCompactMap,
// removeDuplicates, tryRemoveDuplicates, and replaceEmpty.

extension Publishers {
    /// The values that pass a test.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are tested.
        public let upstream: Upstream
        /// The test.
        public let isIncluded: (Upstream.Output) -> Bool

        /// A publisher of `upstream`'s values that pass `isIncluded`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are tested.
        ///   - isIncluded: True for a value to pass on.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            upstream.subscribe(Relay("Filter", downstream: subscriber) { isIncluded($0) ? .emit($0) : .skip })
        }
    }

    /// The values that pass a test that may throw.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        /// The publisher whose values are tested.
        public let upstream: Upstream
        /// The test.
        public let isIncluded: (Upstream.Output) throws -> Bool

        /// A publisher of `upstream`'s values that pass `isIncluded`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are tested.
        ///   - isIncluded: True for a value to pass on; throws to fail.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "TryFilter", downstream: subscriber,
                step: { value in
                    do { return try isIncluded(value) ? .emit(value) : .skip } catch { return .fail(error) }
                },
                end: { (nil, $0.mapError { $0 }) })
            upstream.subscribe(relay)
        }
    }

    /// Each value transformed, nil results dropped.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output?

        /// A publisher of the non-nil results of `transform`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are transformed.
        ///   - transform: Turns each value into the one delivered, or nil to drop it.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(Relay("CompactMap", downstream: subscriber) { transform($0).map { .emit($0) } ?? .skip })
        }
    }

    /// Each value transformed by a closure that may throw, nil results dropped.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) throws -> Output?

        /// A publisher of the non-nil results of `transform`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are transformed.
        ///   - transform: Turns each value into the one delivered, nil to drop it, or throws to fail.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "TryCompactMap", downstream: subscriber,
                step: { value in
                    do { return try transform(value).map { .emit($0) } ?? .skip } catch { return .fail(error) }
                },
                end: { (nil, $0.mapError { $0 }) })
            upstream.subscribe(relay)
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

        /// A publisher of `upstream`'s values without repeats.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose repeated values are dropped.
        ///   - predicate: True when a value (second argument) counts as the same as the previous one (first).
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = OperatorMemory<Output?>(nil)
            let predicate = predicate
            upstream.subscribe(
                Relay("RemoveDuplicates", downstream: subscriber) { value in
                    defer { last.value = value }
                    if let previous = last.value, predicate(previous, value) { return .skip }
                    return .emit(value)
                })
        }
    }

    /// The values that differ from the one before, by a test that may throw.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        /// The publisher whose repeated values are dropped.
        public let upstream: Upstream
        /// True when two values count as the same; throws to fail.
        public let predicate: (Output, Output) throws -> Bool

        /// A publisher of `upstream`'s values without repeats.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose repeated values are dropped.
        ///   - predicate: True when a value counts as the same as the previous one; throws to fail.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = OperatorMemory<Output?>(nil)
            let predicate = predicate
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "TryRemoveDuplicates", downstream: subscriber,
                step: { value in
                    defer { last.value = value }
                    do {
                        if let previous = last.value, try predicate(previous, value) { return .skip }
                        return .emit(value)
                    } catch {
                        return .fail(error)
                    }
                },
                end: { (nil, $0.mapError { $0 }) })
            upstream.subscribe(relay)
        }
    }

    /// The upstream's values, or one value in their place when it finishes without any.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The value delivered when there was none.
        public let output: Output
        /// The publisher.
        public let upstream: Upstream

        /// A publisher of `upstream`'s values, or `output` if it finishes without any.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - output: The value delivered when there was none.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let sawValue = OperatorMemory(false)
            let output = output
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "ReplaceEmpty", downstream: subscriber,
                step: { value in
                    sawValue.value = true
                    return .emit(value)
                },
                end: { completion in
                    guard case .finished = completion, !sawValue.value else { return (nil, completion) }
                    return (output, .finished)
                })
            upstream.subscribe(relay)
        }
    }
}

extension Publisher {
    /// The values for which `isIncluded` is true.
    ///
    /// - Parameter isIncluded: True for a value to pass on, false to drop it.
    /// - Returns: A publisher of the values that pass, with this publisher's completion.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// The values for which `isIncluded` is true; a thrown error fails the publisher.
    ///
    /// - Parameter isIncluded: True for a value to pass on, false to drop it; throws to fail.
    /// - Returns: A publisher of the values that pass.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }

    /// Each value transformed by `transform`, nil results dropped.
    ///
    /// - Parameter transform: Turns each value into the one delivered, or nil to drop it.
    /// - Returns: A publisher of the non-nil results, with this publisher's completion.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Each value transformed by `transform`, nil results dropped; a thrown error fails the publisher.
    ///
    /// - Parameter transform: Turns each value into the one delivered, nil to drop it, or throws.
    /// - Returns: A publisher of the non-nil results.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }

    /// The values that `predicate` does not call the same as the one before.
    ///
    /// - Parameter predicate: True when a value (second argument) counts as the same as the previous one (first).
    /// - Returns: A publisher that drops each value the same as the one before it; the first always passes.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// The values that `predicate` does not call the same as the one before; a thrown error fails.
    ///
    /// - Parameter predicate: True when a value counts as the same as the previous one; throws to fail.
    /// - Returns: A publisher that drops each value the same as the one before it.
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryRemoveDuplicates<Self>
    {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// This publisher's values, or `output` when it finishes without any.
    ///
    /// - Parameter output: The value delivered when there was none.
    /// - Returns: A publisher that delivers at least one value unless it fails.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
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
