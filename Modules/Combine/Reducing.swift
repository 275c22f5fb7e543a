// The operators that deliver one value at the end: collect, reduce, tryReduce, ignoreOutput,
// count, min, max (and their throwing forms); and collect(_ count:), which delivers batches.

extension Publishers {
    /// All the values, as one array, when the upstream finishes.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are collected.
        public let upstream: Upstream

        /// A publisher of `upstream`'s values as one array.
        ///
        /// - Parameter upstream: The publisher whose values are collected.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let values = OperatorMemory<[Upstream.Output]>([])
            let relay = Relay<Upstream.Output, Failure, S>(
                "Collect", downstream: subscriber, mode: .unlimited,
                step: { value in
                    values.value.append(value)
                    return .skip
                },
                end: { completion in (completion.isFinished ? values.value : nil, completion) })
            upstream.subscribe(relay)
        }
    }

    /// The values in arrays of a given size (the last may be shorter).
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are collected.
        public let upstream: Upstream
        /// The size of each array.
        public let count: Int

        /// A publisher of `upstream`'s values in arrays of `count`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are collected.
        ///   - count: The size of each array.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let batch = OperatorMemory<[Upstream.Output]>([])
            let size = Swift.max(1, count)
            let relay = Relay<Upstream.Output, Failure, S>(
                "CollectByCount", downstream: subscriber, mode: .scaled(size),
                step: { value in
                    batch.value.append(value)
                    guard batch.value.count == size else { return .skip }
                    defer { batch.value = [] }
                    return .emit(batch.value)
                },
                end: { completion in
                    (completion.isFinished && !batch.value.isEmpty ? batch.value : nil, completion)
                })
            upstream.subscribe(relay)
        }
    }

    /// Nothing but the upstream's completion.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are ignored.
        public let upstream: Upstream

        /// A publisher of `upstream`'s completion only.
        ///
        /// - Parameter upstream: The publisher whose values are ignored.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                Relay<Upstream.Output, Failure, S>("IgnoreOutput", downstream: subscriber, mode: .unlimited) { _ in
                    .skip
                })
        }
    }

    /// The values combined into one result, delivered when the upstream finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are combined.
        public let upstream: Upstream
        /// The result before the first value.
        public let initial: Output
        /// Combines the result so far with the next value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// A publisher of the combined result.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are combined.
        ///   - initial: The result before the first value.
        ///   - nextPartialResult: Combines the result so far with the next value.
        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let result = OperatorMemory(initial)
            let next = nextPartialResult
            let relay = Relay<Upstream.Output, Failure, S>(
                "Reduce", downstream: subscriber, mode: .unlimited,
                step: { value in
                    result.value = next(result.value, value)
                    return .skip
                },
                end: { completion in (completion.isFinished ? result.value : nil, completion) })
            upstream.subscribe(relay)
        }
    }

    /// The values combined into one result by a closure that may throw.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        /// The publisher whose values are combined.
        public let upstream: Upstream
        /// The result before the first value.
        public let initial: Output
        /// Combines the result so far with the next value, or throws to fail.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// A publisher of the combined result.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are combined.
        ///   - initial: The result before the first value.
        ///   - nextPartialResult: Combines the result so far with the next value, or throws to fail.
        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let result = OperatorMemory(initial)
            let next = nextPartialResult
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "TryReduce", downstream: subscriber, mode: .unlimited,
                step: { value in
                    do {
                        result.value = try next(result.value, value)
                        return .skip
                    } catch {
                        return .fail(error)
                    }
                },
                end: { completion in (completion.isFinished ? result.value : nil, completion.mapError { $0 }) })
            upstream.subscribe(relay)
        }
    }

    /// The number of values, when the upstream finishes.
    public struct Count<Upstream: Publisher>: Publisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are counted.
        public let upstream: Upstream

        /// A publisher of the number of `upstream`'s values.
        ///
        /// - Parameter upstream: The publisher whose values are counted.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let count = OperatorMemory(0)
            let relay = Relay<Upstream.Output, Failure, S>(
                "Count", downstream: subscriber, mode: .unlimited,
                step: { _ in
                    count.value += 1
                    return .skip
                },
                end: { completion in (completion.isFinished ? count.value : nil, completion) })
            upstream.subscribe(relay)
        }
    }

    /// The value that comes last in an order (`max`) or first (`min`), when the upstream finishes.
    public struct Comparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are compared.
        public let upstream: Upstream
        /// The order: true when the first argument comes before the second.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        /// A publisher of the value that comes last in `areInIncreasingOrder`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are compared.
        ///   - areInIncreasingOrder: True when the first argument comes before the second.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let best = OperatorMemory<Output?>(nil)
            let order = areInIncreasingOrder
            let relay = Relay<Upstream.Output, Failure, S>(
                "Comparison", downstream: subscriber, mode: .unlimited,
                step: { value in
                    if let current = best.value, !order(current, value) { return .skip }
                    best.value = value
                    return .skip
                },
                end: { completion in (completion.isFinished ? best.value : nil, completion) })
            upstream.subscribe(relay)
        }
    }

    /// The value that comes last in an order given by a closure that may throw.
    public struct TryComparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        /// The publisher whose values are compared.
        public let upstream: Upstream
        /// The order: true when the first argument comes before the second; throws to fail.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        /// A publisher of the value that comes last in `areInIncreasingOrder`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are compared.
        ///   - areInIncreasingOrder: True when the first argument comes before the second; throws to fail.
        public init(
            upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
        ) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let best = OperatorMemory<Output?>(nil)
            let order = areInIncreasingOrder
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "TryComparison", downstream: subscriber, mode: .unlimited,
                step: { value in
                    do {
                        if let current = best.value, try !order(current, value) { return .skip }
                        best.value = value
                        return .skip
                    } catch {
                        return .fail(error)
                    }
                },
                end: { completion in (completion.isFinished ? best.value : nil, completion.mapError { $0 }) })
            upstream.subscribe(relay)
        }
    }
}

extension Publisher {
    /// All the values, as one array, when this publisher finishes.
    ///
    /// - Returns: A publisher of one array (nothing if this publisher fails).
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    /// The values in arrays of `count` (the last holds what is left when this publisher finishes).
    ///
    /// - Parameter count: The size of each array.
    /// - Returns: A publisher of arrays.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }

    /// Nothing but this publisher's completion.
    ///
    /// - Returns: A publisher that delivers no values.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }

    /// The values combined into one result, when this publisher finishes.
    ///
    /// - Parameters:
    ///   - initialResult: The result before the first value.
    ///   - nextPartialResult: Combines the result so far with the next value.
    /// - Returns: A publisher of the result.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
        -> Publishers.Reduce<Self, T>
    {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// The values combined into one result by a closure that may throw.
    ///
    /// - Parameters:
    ///   - initialResult: The result before the first value.
    ///   - nextPartialResult: Combines the result so far with the next value, or throws to fail.
    /// - Returns: A publisher of the result.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Publishers.TryReduce<Self, T>
    {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// The number of values, when this publisher finishes.
    ///
    /// - Returns: A publisher of the count.
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }

    /// The largest value in the order `areInIncreasingOrder`, when this publisher finishes.
    ///
    /// - Parameter areInIncreasingOrder: True when the first argument comes before the second.
    /// - Returns: A publisher of the largest value (none if there were none).
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// The smallest value in the order `areInIncreasingOrder`, when this publisher finishes.
    ///
    /// - Parameter areInIncreasingOrder: True when the first argument comes before the second.
    /// - Returns: A publisher of the smallest value (none if there were none).
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
    }

    /// The largest value in an order given by a closure that may throw.
    ///
    /// - Parameter areInIncreasingOrder: True when the first argument comes before the second; throws to fail.
    /// - Returns: A publisher of the largest value.
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryComparison<Self>
    {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// The smallest value in an order given by a closure that may throw.
    ///
    /// - Parameter areInIncreasingOrder: True when the first argument comes before the second; throws to fail.
    /// - Returns: A publisher of the smallest value.
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryComparison<Self>
    {
        Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
    }
}

extension Publisher where Output: Comparable {
    /// The largest value, when this publisher finishes.
    ///
    /// - Returns: A publisher of the largest value (none if there were none).
    public func max() -> Publishers.Comparison<Self> {
        max(by: <)
    }

    /// The smallest value, when this publisher finishes.
    ///
    /// - Returns: A publisher of the smallest value (none if there were none).
    public func min() -> Publishers.Comparison<Self> {
        min(by: <)
    }
}
